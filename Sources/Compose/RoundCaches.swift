/// What `ComposeWatch` keeps loaded between its rounds, so that a round reads, hashes and decodes
/// only what changed: the inputs' content hashes, the bezel art, the pages' store checks.
/// Invariant: each part serves only what its files' marks (`InputSnapshot.Mark`: size,
/// modification time to the nanosecond, device, inode) show unchanged, so a round run with these
/// writes and reports exactly what a plain `compose` would (same pages, bytes and stamps).
package final class RoundCaches: Sendable {
    package let fileHashes = FileHashCache()
    package let bezelArt = BezelArtCache()
    package let pageChecks = PageCheckCache()

    package init() {}
}
