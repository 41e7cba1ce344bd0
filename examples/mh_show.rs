fn main() {
    for name in ["mh-unicast", "mh-multicast"] {
        let r = ftrouter::experiments::run(name, &Default::default()).unwrap();
        print!("{}", r.to_text());
    }
}
