#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size a PNG file declares in its IHDR chunk, read from the first 24 bytes without
/// decoding anything. Invariant: width and height are as stored (≥ 1), or the read failed.
package enum PNGHeader {
    /// The declared size, or nil when the file is unreadable or not a PNG.
    public static func size(ofFile path: String) -> (width: Int, height: Int)? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes = [UInt8](repeating: 0, count: 24)
        guard fread(&bytes, 1, 24, f) == 24 else { return nil }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i...i + 3].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }
}
