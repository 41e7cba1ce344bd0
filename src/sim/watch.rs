//! `--watch PACKET`: where one packet's flits are, cycle by cycle (BookSim's watch habit), to
//! read beside the waveform.

use crate::fabric::Fabric;

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
                    format!(", {:?}", ivc.state())
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
