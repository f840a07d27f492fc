/// A `ContentHash` fed in pieces of any size that ends up equal to one `add` of all the bytes at
/// once (what `ContentHash.ofFile` and compose's page stamps compute), so that a file written in
/// chunks (an APNG as it streams) is hashed as it is written. Invariant: `pending` holds fewer
/// than 8 bytes, the part of the input not yet given to `words`.
package struct ContentHashStream: Sendable {
    private var words = ContentHash()
    private var pending: [UInt8] = []

    public init() {}

    /// Feeds the next bytes.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes[...]
        if !pending.isEmpty {
            let take = min(8 - pending.count, rest.count)
            pending += rest.prefix(take)
            rest = rest.dropFirst(take)
            guard pending.count == 8 else { return }
            pending.withUnsafeBytes { words.add($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / 8 * 8
        if whole > 0 { words.add(UnsafeRawBufferPointer(rebasing: rest.prefix(whole))) }
        pending += rest.dropFirst(whole)
    }

    /// Feeds the next bytes.
    public mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    /// The hash of everything fed so far.
    public var hash: ContentHash {
        var h = words
        pending.withUnsafeBytes { h.add($0) }
        return h
    }
}
