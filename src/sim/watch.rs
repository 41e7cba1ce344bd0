//! `--watch PACKET`: where one packet's flits are, cycle by cycle (BookSim's watch habit), to
//! read beside the waveform.

use crate::fabric::Fabric;
use crate::router::input_unit::VcState;

/// Every place that holds flits of `packet` this cycle, as readable text, in a stable order:
/// input buffers (`router in port/vc: flits, state`) and channels (`link a -> b: flits`).
pub fn locate(fabric: &Fabric, packet: u32) -> Vec<String> {
    let topo = &fabric.network().topo;
    let lay = fabric.params().layout();
    let mut places = Vec::new();
    for r in fabric.routers() {
        for (i, ivc) in r.input_vcs().iter().enumerate() {
            let n = ivc.flits().filter(|f| f.packet == packet).count();
            if n > 0 {
                let head = ivc.head().is_some_and(|f| f.packet == packet);
                let state = if head {
                    format!(", {}", describe(ivc.state(), &lay))
                } else {
                    ", behind another packet".to_string()
                };
                places.push(format!(
                    "{} in port {} vc {}: {n} flit(s){state}",
                    topo.format_node(r.node()),
                    lay.port(i),
                    lay.vc(i)
                ));
            }
        }
    }
    for (id, ch) in fabric.channels().iter().enumerate() {
        let n = fabric
            .channel_flits(id)
            .filter(|(_, f)| f.packet == packet)
            .count();
        if n > 0 {
            places.push(format!(
                "link {} -> {}: {n} flit(s)",
                topo.format_node(ch.from.0),
                topo.format_node(ch.to.0)
            ));
        }
    }
    for node in fabric.network().node_ids() {
        let line = fabric.ejection_line(node);
        let n = line.iter().filter(|(_, f)| f.packet == packet).count();
        if n > 0 {
            places.push(format!(
                "ejecting at {}: {n} flit(s)",
                topo.format_node(node)
            ));
        }
    }
    places
}

/// The state of the input VC holding the packet's head, as a hardware engineer reads it.
fn describe(state: &VcState, lay: &crate::router::VcLayout) -> String {
    match state {
        VcState::Idle => "idle (RC next)".to_string(),
        VcState::Routed {
            route,
            wait,
            refused,
            request,
        } => {
            // The mask holds the adaptive choices; `escape` the one VC of the deterministic
            // (or escape) path.
            let mut text = String::from("routed");
            let ports: Vec<String> = (0..64)
                .filter(|&b| route.mask >> b & 1 == 1)
                .map(|b| b.to_string())
                .collect();
            if !ports.is_empty() {
                text += &format!(" to adaptive port {}", ports.join(" or "));
            }
            if let Some((port, vc)) = route.escape {
                let or = if ports.is_empty() {
                    " to"
                } else {
                    ", or escape"
                };
                text += &format!("{or} port {port} vc {vc}");
            }
            if route.eject {
                text += " to eject here";
            }
            if *wait > 0 {
                text += &format!("; {wait} pipeline stages before VA");
            } else {
                text += &format!("; in VA, refused {refused} times");
            }
            // The request is one bit per output VC, numbered as the input VCs are.
            let asked: Vec<String> = (0..64)
                .filter(|&b| request.out_vcs >> b & 1 == 1)
                .map(|b| format!("port {} vc {}", lay.port(b), lay.vc(b)))
                .collect();
            if !asked.is_empty() {
                text += &format!(", asking for output {}", asked.join(" or "));
            }
            text
        }
        VcState::Active {
            out_port,
            out_vc,
            absorb,
        } => {
            let copy = if *absorb { ", a copy ejected here" } else { "" };
            format!("holds output port {out_port} vc {out_vc}, in SA{copy}")
        }
    }
}
