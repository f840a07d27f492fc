#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stable 64-bit content hash (multiply-xor over 8-byte words, FNV-1a over the tail, then a
/// final mix): the same sequence of `add` calls gives the same value on every machine and in every
/// run (unlike `Hasher`, which is seeded per process). Not a cryptographic hash.
package struct ContentHash: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Feeds bytes.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var h = value
        let words = bytes.count / 8
        var i = 0
        while i < words {
            let w = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            h = (h ^ w) &* 0x9e37_79b9_7f4a_7c15
            h ^= h >> 29
            i += 1
        }
        for byte in bytes[(words * 8)...] {
            h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = h
    }

    /// Feeds a string's UTF-8 bytes followed by a separator, so ("ab","c") ≠ ("a","bc").
    public mutating func add(_ text: String) {
        var t = text
        t.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        withUnsafeBytes(of: UInt8(0)) { add($0) }
    }

    /// The final value, mixed so that nearby inputs spread over all bits.
    public var digest: UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// The digest as 16 lower-case hex digits.
    public var hex: String {
        let s = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// The hash of one string.
    public static func of(_ text: String) -> ContentHash {
        var h = ContentHash()
        h.add(text)
        return h
    }

    /// The hash of a file's bytes, read in blocks; throws `BatchError.unreadable` when it
    /// cannot be read.
    public static func ofFile(_ path: String) throws -> ContentHash {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw BatchError.unreadable(path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        // Through the stream: a short read (of a count that is not a multiple of 8) changes nothing.
        var h = ContentHashStream()
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = read(fd, buffer.baseAddress!, size)
            if n < 0 {
                if errno == EINTR { continue }
                throw BatchError.unreadable(path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            h.add(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
        return h.hash
    }
}
