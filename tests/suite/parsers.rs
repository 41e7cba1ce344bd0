//! Property tests: the parsers never panic, and every address and fault list round-trips.

use ftrouter::topology::{FaultSet, NodeId, Topology};
use proptest::prelude::*;

proptest! {
    #[test]
    fn topology_parser_never_panics(s in ".{0,24}") {
        let _ = s.parse::<Topology>();
    }

    #[test]
    fn topology_parser_survives_near_misses(family in "(torus|utorus|hypercube|mh|x)", shape in "[0-9x]{0,12}") {
        let spec = format!("{family}:{shape}");
        if let Ok(t) = spec.parse::<Topology>() {
            prop_assert!(t.num_nodes() >= 2 || family == "mh");
            prop_assert_eq!(t.to_string().parse::<Topology>().unwrap(), t);
        }
    }

    #[test]
    fn address_parser_never_panics(s in "[0-9.:x ]{0,12}", spec in prop::sample::select(vec!["torus:4x5", "utorus:3x3x3", "hypercube:4", "mh:3x3"])) {
        let t: Topology = spec.parse().unwrap();
        if let Ok(v) = t.parse_node(&s) {
            prop_assert!(v < NodeId::new(t.num_nodes()));
            prop_assert_eq!(t.parse_node(&t.format_node(v)).unwrap(), v);
        }
    }

    #[test]
    fn fault_parser_never_panics(s in "(node|link|random|nodes|links)?[:=0-9.,>x-]{0,20}") {
        let t: Topology = "torus:4x4".parse().unwrap();
        let _ = FaultSet::parse(&t, &s, 1);
    }

    #[test]
    fn random_faults_round_trip(nodes in 0usize..4, links in 0usize..12, seed in 0u64..1000) {
        let t: Topology = "torus:5x4".parse().unwrap();
        let f = FaultSet::parse(&t, &format!("random:nodes={nodes},links={links}"), seed).unwrap();
        prop_assert_eq!(f.faulty_nodes().count(), nodes);
        let again = FaultSet::parse(&t, &f.format(&t), 0).unwrap();
        prop_assert_eq!(again, f);
    }
}
