# Sourced by scripts/web-build.sh: how Cargo builds the browser app's wasm for size.
#
# The standard library is rebuilt for the wasm with panics that stop at once
# (`-Cpanic=immediate-abort`: no panic messages, no formatting machinery behind them) and
# its `optimize_for_size` feature: the player's wasm is about 26 KB gzip smaller. A panic
# still stops the app with an error in the browser's console ("unreachable"), which the
# browser tests treat as a failure, as before. These are unstable Cargo and rustc options:
# RUSTC_BOOTSTRAP=1 allows them on the pinned stable compiler, for the wasm build only
# (native builds and tests never source this file). Needs the rust-src component
# (scripts/tools.sh adds it).
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD="std,panic_abort"
export CARGO_UNSTABLE_BUILD_STD_FEATURES="optimize_for_size"
# Replaces .cargo/config.toml's wasm rustflags, so they are repeated here.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components -Zunstable-options -Cpanic=immediate-abort"
