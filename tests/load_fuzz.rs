//! The loader never panics, whatever it is given: truncated designs, flipped bytes, random
//! garbage and odd values in every place of a rich design.

mod designs;

use designs::{rich, text, MINIMAL};
use serde_json::{json, Value};
use tablier::load::load;

// ---------------------------------------------------------------------------------------------
// Never a panic.

/// A tiny xorshift generator, so that the test needs nothing else.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// load (which parses and checks) returns, whatever the input.
fn survives(input: &str) {
    if let Err(problems) = load(input) {
        assert!(!problems.is_empty());
    }
}

#[test]
fn truncated_designs_never_panic() {
    for json in [text(&rich()), serde_json::to_string(&rich()).unwrap(), MINIMAL.to_string()] {
        let bytes = json.as_bytes();
        for cut in (0..bytes.len()).step_by(7) {
            survives(&String::from_utf8_lossy(&bytes[..cut]));
        }
    }
}

#[test]
fn flipped_bytes_never_panic() {
    let json = serde_json::to_string(&rich()).unwrap();
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    for _ in 0..3000 {
        let mut bytes = json.clone().into_bytes();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len());
            bytes[at] ^= 1 << rng.below(8);
        }
        survives(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn random_garbage_never_panics() {
    let mut rng = XorShift(88_172_645_463_325_252);
    let alphabet = b"{}[]:,\"0123456789-.eE truefalsnl\\abc";
    for _ in 0..3000 {
        let len = rng.below(200);
        let s: Vec<u8> = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
        survives(&String::from_utf8_lossy(&s));
    }
    survives(&"[".repeat(100_000));
    survives(&"{\"format\":1,\"name\":".repeat(10_000));
}

/// Replaces values of a valid design with odd ones: decodable designs with odd contents
/// exercise the checks, the others the structural messages.
#[test]
fn odd_values_never_panic() {
    let odd = [
        json!(-1),
        json!(0),
        json!(4_294_967_295u32),
        json!(4_294_967_296u64),
        json!(-2_147_483_649i64),
        json!(1e300),
        json!(""),
        json!("x y:z,"),
        json!([]),
        json!({}),
        json!(null),
        json!(true),
        json!([1]),
        json!([4_294_967_295u32, 4_294_967_295u32]),
        json!(["pigeon", "pigeon"]),
        json!({"id": "tray"}),
    ];
    let base = rich();
    let mut pointers = Vec::new();
    collect_pointers(&base, String::new(), &mut pointers);
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    for pointer in &pointers {
        for value in &odd {
            let mut v = base.clone();
            *v.pointer_mut(pointer).unwrap() = value.clone();
            survives(&text(&v));
        }
    }
    for _ in 0..500 {
        let mut v = base.clone();
        for _ in 0..3 {
            let pointer = &pointers[rng.below(pointers.len())];
            if let Some(slot) = v.pointer_mut(pointer) {
                *slot = odd[rng.below(odd.len())].clone();
            }
        }
        survives(&text(&v));
    }
}

fn collect_pointers(v: &Value, here: String, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                let p = format!("{here}/{k}");
                out.push(p.clone());
                collect_pointers(child, p, out);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                let p = format!("{here}/{i}");
                out.push(p.clone());
                collect_pointers(child, p, out);
            }
        }
        _ => {}
    }
}
