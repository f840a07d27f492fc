import _Batch
import Mockup
/// `--shard I/N`: the I-th (1-based) of N disjoint, stable parts of a gallery. An item belongs to
/// the part given by a stable hash of its name modulo N, so every machine that runs the same
/// gallery with the same N agrees on the parts without talking to the others.
/// Invariant: 1 ≤ index ≤ count.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1 else { throw GalleryError.invalidShard("N must be at least 1, got \(count)") }
        guard (1...count).contains(index) else {
            throw GalleryError.invalidShard("I must be between 1 and \(count), got \(index)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N` (1-based: `1/4` … `4/4`).
    public static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw GalleryError.invalidShard("expected I/N, e.g. 1/4 for the first of four parts, got '\(text)'")
        }
        return try Shard(index: i, count: n)
    }

    /// The part (1-based) an item of this name belongs to when a gallery is cut into `count` parts.
    public static func part(of name: String, count: Int) -> Int {
        Int(ContentHash.of(name).digest % UInt64(count)) + 1
    }

    /// True when the item named `name` belongs to this shard.
    public func contains(_ name: String) -> Bool { Self.part(of: name, count: count) == index }

    public var description: String { "\(index)/\(count)" }
}
