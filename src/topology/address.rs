//! Text syntax (docs/architecture.md, "Contracts"): topology specs and node addresses, with
//! exact round trip.
//!
//! - `torus:8x8`, `utorus:8x8x8`, `mesh:8x8` (radices most-significant dimension first),
//!   `hypercube:6`, `mh:3x3` (MH(m = 3, n = 3)).
//! - Torus and mesh addresses: coordinates most-significant dimension first, dot-separated
//!   (`0.1.1`).
//! - Hypercube addresses: a binary string, most-significant bit first (`1011`).
//! - MH addresses: `row:cube` with the cube part binary, MSB first (`1:110`).

use super::{Dir, Kind, NodeId, PortId, Topology};
use crate::{Error, Result};
use std::fmt;
use std::str::FromStr;

fn parse_usize(text: &str, what: &str, whole: &str) -> Result<usize> {
    text.trim().parse::<usize>().map_err(|_| {
        Error::input(format!(
            "{what} {text:?} in {whole:?} is not a non-negative integer"
        ))
    })
}

impl FromStr for Topology {
    type Err = Error;

    fn from_str(spec: &str) -> Result<Self> {
        crate::error::refuse_outer_space("topology", spec)?;
        let (family, shape) = spec.split_once(':').ok_or_else(|| {
            Error::input(format!(
                "topology {spec:?}: expected torus:KxK.., utorus:KxK.., mesh:KxK.., hypercube:N or mh:MxN"
            ))
        })?;
        if let Some(at) = shape.find(':') {
            return Err(Error::input(format!(
                "topology {spec:?}: unexpected {:?} after the shape",
                &shape[at..]
            )));
        }
        let sizes = || -> Result<Vec<usize>> {
            shape
                .split('x')
                .map(|s| parse_usize(s, "size", spec))
                .collect()
        };
        match family {
            "torus" | "utorus" | "mesh" => {
                let mut radix = sizes()?;
                radix.reverse(); // given most-significant first; stored dimension 0 first
                if radix.len() > 24 {
                    return Err(Error::input(format!(
                        "topology {spec:?}: n = {} is too large",
                        radix.len()
                    )));
                }
                match family {
                    "torus" => Topology::torus(&radix),
                    "utorus" => Topology::utorus(&radix),
                    _ => Topology::mesh(&radix),
                }
            }
            "hypercube" => Topology::hypercube(parse_usize(shape, "dimension", spec)?),
            "mh" => match sizes()?.as_slice() {
                &[m, n] => Topology::mesh_hypercube(m, n),
                _ => Err(Error::input(format!("topology {spec:?}: MH needs mh:MxN"))),
            },
            other => Err(Error::input(format!(
                "unknown topology family {other:?} in {spec:?} (torus, utorus, mesh, hypercube, mh)"
            ))),
        }
    }
}

impl fmt::Display for Topology {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let radices = |f: &mut fmt::Formatter<'_>, r: &[usize]| {
            let parts: Vec<String> = r.iter().rev().map(|k| k.to_string()).collect();
            f.write_str(&parts.join("x"))
        };
        match self.kind {
            Kind::Torus => {
                f.write_str("torus:")?;
                radices(f, &self.radix)
            }
            Kind::UTorus => {
                f.write_str("utorus:")?;
                radices(f, &self.radix)
            }
            Kind::Mesh => {
                f.write_str("mesh:")?;
                radices(f, &self.radix)
            }
            Kind::Hypercube => write!(f, "hypercube:{}", self.radix.len()),
            Kind::MeshHypercube => {
                write!(
                    f,
                    "mh:{}x{}",
                    self.radix[self.radix.len() - 1],
                    self.radix.len() - 1
                )
            }
        }
    }
}

impl Topology {
    /// Binary string of the low `bits` bits of `x`, MSB first.
    fn binary(x: usize, bits: usize) -> String {
        (0..bits)
            .rev()
            .map(|b| if (x >> b) & 1 == 1 { '1' } else { '0' })
            .collect()
    }

    fn parse_binary(&self, text: &str, bits: usize) -> Result<usize> {
        if text.len() != bits || !text.chars().all(|c| c == '0' || c == '1') {
            return Err(Error::input(format!(
                "address {text:?} is not a {bits}-bit binary string for {self}"
            )));
        }
        Ok(usize::from_str_radix(text, 2).expect("checked binary digits"))
    }

    /// Port text: `+0`, `-1` (direction and dimension), `local` for port P.
    pub fn format_port(&self, port: PortId) -> String {
        if port.index() >= self.num_ports() {
            return "local".to_string();
        }
        let p = self.port(port);
        let sign = if p.dir == Dir::Plus { '+' } else { '-' };
        format!("{sign}{}", p.dim)
    }

    /// Address text of a node.
    pub fn format_node(&self, node: NodeId) -> String {
        match self.kind {
            Kind::Torus | Kind::UTorus | Kind::Mesh => {
                let parts: Vec<String> = (0..self.num_dims())
                    .rev()
                    .map(|d| self.coord(node, d).to_string())
                    .collect();
                parts.join(".")
            }
            Kind::Hypercube => Self::binary(node.index(), self.num_dims()),
            Kind::MeshHypercube => {
                let n = self.num_dims() - 1;
                format!(
                    "{}:{}",
                    self.coord(node, n),
                    Self::binary(node.index() % (1 << n), n)
                )
            }
        }
    }

    /// Parse an address; the error names the address and the topology.
    pub fn parse_node(&self, text: &str) -> Result<NodeId> {
        let text = text.trim();
        match self.kind {
            Kind::Torus | Kind::UTorus | Kind::Mesh => {
                let parts: Vec<&str> = text.split('.').collect();
                if parts.len() != self.num_dims() {
                    return Err(Error::input(format!(
                        "address {text:?} has {} coordinates; {self} needs {}",
                        parts.len(),
                        self.num_dims()
                    )));
                }
                let mut coords = vec![0; self.num_dims()];
                for (i, part) in parts.iter().enumerate() {
                    let dim = self.num_dims() - 1 - i;
                    let c = parse_usize(part, "coordinate", text)?;
                    if c >= self.radix[dim] {
                        return Err(Error::input(format!(
                            "address {text:?} is outside {self}: coordinate {c} >= radix {}",
                            self.radix[dim]
                        )));
                    }
                    coords[dim] = c;
                }
                Ok(self.node_at(&coords))
            }
            Kind::Hypercube => self.parse_binary(text, self.num_dims()).map(NodeId::new),
            Kind::MeshHypercube => {
                let n = self.num_dims() - 1;
                let m = self.radix[n];
                let (row, cube) = text.split_once(':').ok_or_else(|| {
                    Error::input(format!(
                        "address {text:?}: MH addresses are row:cube, e.g. 1:110"
                    ))
                })?;
                let row = parse_usize(row, "row", text)?;
                if row >= m {
                    return Err(Error::input(format!(
                        "address {text:?} is outside {self}: row {row} >= m = {m}"
                    )));
                }
                Ok(NodeId::new(row * (1 << n) + self.parse_binary(cube, n)?))
            }
        }
    }
}
