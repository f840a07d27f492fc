import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files atomically: the bytes go to a temporary file in the destination folder,
/// which is then renamed over the destination. A failure leaves no partial file and never
/// touches an existing one.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically; throws a `CodecError` naming `path` on failure.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let folder = PathText.folder(path)
        let (descriptor, temporary) = try createTemporary(in: folder, for: path)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            // Replacing a file keeps its permissions; a new one gets 0666 less the umask (from open).
            var existing = stat()
            if stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
        }
        guard rename(temporary, path) == 0 else {
            throw CodecError(file: path, problem: "cannot write: \(errorText())")
        }
        succeeded = true
    }

    /// Creates a new, uniquely named hidden file next to `path`.
    private static func createTemporary(in folder: String, for path: String) throws -> (Int32, String) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            let temporary = "\(folder)/.\(PathText.lastComponent(path)).\(suffix).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw CodecError(file: path, problem: "cannot create a temporary file in \(folder): \(errorText())")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = posixWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw CodecError(file: path, problem: "cannot write: \(errorText())")
                }
                offset += n
            }
        }
    }
}

/// The C library's text for the current `errno`.
func errorText() -> String { String(cString: strerror(errno)) }

private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
