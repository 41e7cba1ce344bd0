//! Safety levels, safety vectors and extended safety vectors for hypercubes (Wu et al.; paper 001).
