import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin   // unused there (Linux-only advice), kept so every Glibc import has its Darwin twin
#endif

/// Maps a fresh buffer's pages in on a worker beside the caller, ahead of code about to fill the
/// buffer front to back, so that code does not stop at each page's first touch (a 25 MB image is
/// 6 000 of them). Invariant: the buffer's contents are never changed (Linux's
/// `MADV_POPULATE_WRITE` only faults pages in), so it may run while the buffer is being written,
/// and even after it is freed. Elsewhere (macOS, kernels before 5.14) it does nothing.
package enum PageWarmer {
    /// Buffers smaller than this are left alone: the worker would cost more than it saves.
    public static let minimumBytes = 4 << 20

    /// Starts warming `buffer`'s whole pages, the first ones first, and returns at once.
    public static func warm(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        guard buffer.count >= minimumBytes,
              let span = AlignedSpan(buffer, alignment: Int(sysconf(Int32(_SC_PAGESIZE)))) else { return }
        let (start, length) = (span.start, span.length)
        DispatchQueue.global(qos: .userInitiated).async {
            // In 2 MiB slices from the front, so that the first rows' pages are ready first.
            var offset = 0
            while offset < length {
                let count = min(2 << 20, length - offset)
                guard madvise(UnsafeMutableRawPointer(bitPattern: start + offset), count, MADV_POPULATE_WRITE) == 0
                else { return }   // not supported here, or the buffer is gone: nothing lost
                offset += count
            }
        }
        #endif
    }
}
