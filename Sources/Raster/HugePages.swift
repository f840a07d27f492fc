#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin   // unused there (Linux-only advice), kept so every Glibc import has its Darwin twin
#endif

/// Asks the kernel to back a large fresh buffer with transparent huge pages (2 MiB on x86-64 and
/// most arm64 kernels) where the system leaves that to the program (`madvise` mode), so its first
/// touch costs one fault per 2 MiB rather than one per 4 KiB. Invariant: never changes contents
/// or size; on macOS, and where the kernel declines, it does nothing.
package enum HugePages {
    /// Buffers smaller than this are left alone: a huge page would mostly hold untouched bytes.
    public static let minimumBytes = 8 << 20

    /// Advises the whole 2 MiB-aligned stretches inside `buffer`; returns at once.
    public static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        guard buffer.count >= minimumBytes, let span = AlignedSpan(buffer, alignment: 2 << 20) else { return }
        _ = madvise(span.pointer, span.length, MADV_HUGEPAGE)
        #endif
    }
}
