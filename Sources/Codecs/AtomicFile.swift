import _Support

/// Writes whole files atomically: the bytes go to a temporary file in the destination folder
/// (`TemporaryFiles`: removed on an interruption, recognisable after a kill), which is then
/// renamed over the destination. A failure (a full disk, at a write or at close) leaves no
/// partial file and never touches an existing one.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically; throws a `CodecError` naming `path` on failure. With
    /// `folder`, the write lands only in that folder (`FileIdentity`): a link or another folder
    /// put at the folder's path since it was checked is refused, and a swap after the temporary
    /// file is made does not move the rename. An `AtomicFileStream` given every byte at once: the
    /// one atomic-write path.
    public static func write(_ bytes: [UInt8], to path: String, in folder: FileIdentity? = nil) throws {
        let file = try AtomicFileStream(path: path, in: folder)
        try file.write(bytes)
        try file.commit()
    }
}
