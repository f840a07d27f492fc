#if canImport(Glibc)
import Glibc
#endif

/// Zero-filled byte arrays for pixel-sized buffers. Invariant: the array has exactly `count`
/// bytes, all zero; on Linux a buffer of at least `hugePageThreshold` bytes is advised onto
/// transparent huge pages before its first touch, so filling a 30 MB canvas takes a few dozen
/// page faults instead of thousands (the kernel's default `madvise` mode honours the advice).
public enum ZeroedBytes {
    /// Buffers from this size up get the huge-page advice: twice the 2 MiB huge page, so that at
    /// least one whole huge page lies inside any allocation.
    public static let hugePageThreshold = 4 << 20

    /// `count` zero bytes.
    public static func array(count: Int) -> [UInt8] {
        guard count >= hugePageThreshold else { return [UInt8](repeating: 0, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            buffer.baseAddress!.initialize(repeating: 0, count: count)
            initialized = count
        }
    }

    /// Advises the whole 2 MiB pages inside `buffer` onto huge pages (Linux only; elsewhere, and
    /// where the kernel declines, nothing happens: it is advice).
    static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard let base = buffer.baseAddress else { return }
        let hugePage = 2 << 20
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
