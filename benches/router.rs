//! Speed and memory benchmark of the cycle model (placeholder until it lands).
fn main() {
    println!("router benchmark: not built yet");
}
