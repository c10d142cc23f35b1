//! The mark a build leaves on a user's saved game once its checks have judged it. The player
//! has no design checker (the thinking bundle checks for it, in a worker:
//! `library/checks.rs`), so a saved game is checked once and then compiled unchecked each time
//! it opens. The mark holds a fingerprint of the sources that decide what is playable
//! (build.rs) and a hash of the JSON: a game edited outside the app, or a build whose checks
//! or engine changed, makes the game be checked again.

/// The mark of a game's JSON judged playable or not.
pub fn mark(json: &str, playable: bool) -> String {
    format!("{}-{}", checked(json), if playable { "ok" } else { "no" })
}

/// What a mark says of this JSON: playable or not, or None when this build has not judged it.
pub fn verdict(json: &str, mark: &str) -> Option<bool> {
    // The JSON is hashed once (a design with pictures may be megabytes).
    let (checked_json, verdict) = mark.rsplit_once('-')?;
    (checked_json == checked(json)).then_some(verdict).and_then(|v| match v {
        "ok" => Some(true),
        "no" => Some(false),
        _ => None,
    })
}

/// These checks and this JSON: the fingerprint and the JSON's hash.
fn checked(json: &str) -> String {
    format!("{}-{}", env!("CHECKED_BY"), design_hash(json))
}

/// A short hash of a design's JSON (FNV-1a): a game saved with it is taken up again only on
/// the same design (a design edited since starts a new game).
pub fn design_hash(json: &str) -> String {
    let hash = json.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    format!("{hash:016x}")
}
