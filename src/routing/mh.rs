//! Mesh-hypercube labels, channel classes, UD-path unicast and path-based multicast (Omari; paper 004).
