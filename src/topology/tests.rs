use super::*;

fn topo(spec: &str) -> Topology {
    spec.parse().unwrap()
}

#[test]
fn port_counts_follow_the_hardware() {
    assert_eq!(topo("torus:8x8").num_ports(), 4);
    assert_eq!(topo("torus:4x4x4").num_ports(), 6);
    assert_eq!(topo("utorus:8x8x8").num_ports(), 3);
    assert_eq!(topo("hypercube:6").num_ports(), 6);
    assert_eq!(topo("mh:3x3").num_ports(), 5); // 3 cube links + up + down
    assert_eq!(topo("torus:2x2").num_ports(), 2); // k = 2: one link per dimension
    assert_eq!(topo("mesh:8x8").num_ports(), 4);
    assert_eq!(topo("mesh:4x4x4").num_ports(), 6);
    assert_eq!(topo("mesh:2x2").num_ports(), 4); // k = 2: the + and - links go to no same node
}

#[test]
fn a_mesh_has_no_wrap_around_links() {
    let t = topo("mesh:4x3");
    let links: usize = t
        .node_ids()
        .map(|a| t.port_ids().filter(|&p| t.neighbor(a, p).is_some()).count())
        .sum();
    // Directed links: 2 per adjacent pair, (k - 1) pairs per line of every dimension.
    assert_eq!(links, 2 * (3 * (4 - 1) + 4 * (3 - 1)));
    let corner = t.parse_node("0.0").unwrap();
    assert_eq!(
        t.port_ids()
            .filter(|&p| t.neighbor(corner, p).is_some())
            .count(),
        2
    );
    assert!(!t.has_rings() && !t.wraps(0) && !t.wraps(1));
}

#[test]
fn spec_round_trips() {
    for spec in [
        "torus:8x8",
        "torus:4x8",
        "utorus:8x8x8",
        "hypercube:6",
        "mh:3x3",
        "mh:4x3",
        "mesh:8x8",
        "mesh:4x4x4",
        "mesh:3x5",
    ] {
        assert_eq!(topo(spec).to_string(), spec);
    }
    // Radices are given most-significant dimension first.
    let t = topo("torus:4x8");
    assert_eq!(t.radix(0), 8);
    assert_eq!(t.radix(1), 4);
}

#[test]
fn every_address_round_trips() {
    for spec in [
        "torus:3x4x5",
        "utorus:3x3",
        "hypercube:5",
        "mh:3x3",
        "mesh:3x4x2",
    ] {
        let t = topo(spec);
        for node in t.node_ids() {
            let text = t.format_node(node);
            assert_eq!(t.parse_node(&text).unwrap(), node, "{spec} {text}");
        }
    }
    let mh = topo("mh:3x3");
    assert_eq!(mh.format_node(mh.parse_node("1:110").unwrap()), "1:110");
    assert_eq!(topo("torus:3x3x3").format_node(NodeId::new(3 + 1)), "0.1.1");
}

#[test]
fn distances_match_breadth_first_search() {
    for spec in [
        "torus:5x4",
        "utorus:4x3",
        "hypercube:4",
        "mh:3x2",
        "mh:5x1",
        "torus:2x3x3",
        "mesh:5x4",
        "mesh:2x3x4",
    ] {
        let t = topo(spec);
        let mut bfs_sum = 0;
        for src in t.node_ids() {
            let mut dist = vec![usize::MAX; t.num_nodes()];
            dist[src.index()] = 0;
            let mut queue = std::collections::VecDeque::from([src]);
            while let Some(u) = queue.pop_front() {
                for p in t.port_ids() {
                    if let Some(v) = t.neighbor(u, p)
                        && dist[v.index()] == usize::MAX
                    {
                        dist[v.index()] = dist[u.index()] + 1;
                        queue.push_back(v);
                    }
                }
            }
            for (dst, &d) in dist.iter().enumerate() {
                assert_eq!(t.distance(src, NodeId::new(dst)), d, "{spec} {src}->{dst}");
                bfs_sum += d;
            }
        }
        let pairs = (t.num_nodes() * t.num_nodes()) as f64;
        let mean = t.mean_distance();
        assert!(
            (mean - bfs_sum as f64 / pairs).abs() < 1e-9,
            "{spec}: {mean}"
        );
        let bfs_diameter = (0..t.num_nodes())
            .flat_map(|a| (0..t.num_nodes()).map(move |b| (a, b)))
            .map(|(a, b)| t.distance(NodeId::new(a), NodeId::new(b)))
            .max()
            .unwrap();
        assert_eq!(t.diameter(), bfs_diameter, "{spec}");
    }
}

#[test]
fn mh_links_follow_the_paper_definition() {
    // (L1, X) ~ (L2, Y) iff X = Y and |L2 - L1| = 1, or L1 = L2 and ||X xor Y|| = 1.
    let t = topo("mh:3x2");
    for a in t.node_ids() {
        for b in t.node_ids() {
            let (la, xa) = (a.index() / 4, a.index() % 4);
            let (lb, xb) = (b.index() / 4, b.index() % 4);
            let adjacent =
                (xa == xb && la.abs_diff(lb) == 1) || (la == lb && (xa ^ xb).count_ones() == 1);
            assert_eq!(t.port_to(a, b).is_some(), adjacent, "{a} {b}");
        }
    }
}

#[test]
fn bad_shapes_are_rejected_with_the_value() {
    for (spec, needle) in [
        ("torus:1x8", "k = 1"),
        ("hypercube:0", "n = 0"),
        ("hypercube:40", "2^40"),
        ("torus:1024x1024x1024x1024", "limit"),
        ("ring:8", "ring"),
        ("torus:8xa", "\"a\""),
        ("mh:3", "mh:MxN"),
        ("mesh:1x4", "k-ary n-mesh needs k >= 2"),
    ] {
        let err = spec.parse::<Topology>().unwrap_err().to_string();
        assert!(err.contains(needle), "{spec}: {err}");
    }
    let t = topo("torus:4x4");
    assert!(
        t.parse_node("4.0")
            .unwrap_err()
            .to_string()
            .contains("outside")
    );
    assert!(t.parse_node("1.2.3").is_err());
    assert!(topo("hypercube:3").parse_node("012").is_err());
    assert!(topo("mh:3x3").parse_node("3:000").is_err());
}

#[test]
fn neighbor_against_inverts_neighbor() {
    for spec in [
        "torus:5x4",
        "utorus:4x3",
        "hypercube:4",
        "mh:3x2",
        "torus:2x3",
        "mesh:4x3",
        "mesh:2x2",
    ] {
        let t = topo(spec);
        for v in t.node_ids() {
            for p in t.port_ids() {
                if let Some(w) = t.neighbor(v, p) {
                    assert_eq!(t.neighbor_against(w, p), Some(v), "{spec} {v} port {p}");
                }
            }
        }
    }
}
