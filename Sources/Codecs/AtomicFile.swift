import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files atomically: the bytes go to a temporary file in the destination folder
/// (`TemporaryFiles`: removed on an interruption, recognisable after a kill), which is then
/// renamed over the destination. A failure (a full disk, at a write or at close) leaves no
/// partial file and never touches an existing one.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically; throws a `CodecError` naming `path` on failure. With
    /// `folder`, the write lands only in that folder (`FolderIdentity`): a link or another folder
    /// put at the folder's path since it was checked is refused, and a swap after the temporary
    /// file is made does not move the rename.
    public static func write(_ bytes: [UInt8], to path: String, in folder: FolderIdentity? = nil) throws {
        let temporary = try TemporaryFiles.create(for: path, in: folder)
        defer { TemporaryFiles.release(temporary) }
        do {
            try writeAll(bytes, to: temporary.descriptor, path: path)
            keepPermissions(of: path, on: temporary.descriptor)
        } catch {
            close(temporary.descriptor)
            temporary.remove()
            throw error
        }
        try closeAndRename(temporary, to: path)
    }

    /// Closes the temporary file's writing descriptor (a full disk may only show there) and
    /// renames it over `path`; on failure removes it and throws a `CodecError` naming `path`.
    static func closeAndRename(_ temporary: TemporaryFiles.Temporary, to path: String) throws {
        guard close(temporary.descriptor) == 0 else {
            let text = errorText()
            temporary.remove()
            throw CodecError(file: path, problem: "cannot write: \(text)")
        }
        guard temporary.rename(to: PathText.lastComponent(path), path: path) else {
            let text = errorText()
            temporary.remove()
            throw CodecError(file: path, problem: "cannot write: \(text)")
        }
    }

    /// Replacing a file keeps its permissions; a new one gets 0666 less the umask (from open).
    static func keepPermissions(of path: String, on descriptor: Int32) {
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
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
