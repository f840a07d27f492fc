import _Support
import Codecs
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rules that keep a batch's outputs (a gallery's, store pages') inside OUTDIR and away from
/// its inputs, whatever the names of the captures or the gallery file contain. Invariant: every
/// path `resolve` returns is OUTDIR + "/" + a relative path of plain segments (no "", ".", ".."
/// or absolute part) whose existing folders are real folders (not symbolic links) and which
/// names no input file.
public struct OutputSafety: Sendable {
    /// The output folder as given.
    public let outputDirectory: String
    /// Identities (device, inode) of every input: captures, bezel art, the gallery file.
    private var inputs: Set<FileIdentity> = []

    /// The name of the folder inside OUTDIR that holds the gallery's own bookkeeping (stamps,
    /// thumbnails); no output may be written there.
    package static let reservedFolder = ".gallery"

    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    /// Records an input file: no output may replace it.
    public mutating func addInput(_ path: String) {
        if let id = FileIdentity(path: path) { inputs.insert(id) }
    }

    /// `name` made into a relative path of plain segments: separators collapsed, control
    /// characters replaced by "_"; throws when a segment is "." or ".." or the name is empty.
    /// A leading "/" is refused (a name is never absolute).
    package static func relativePath(_ name: String) throws -> String {
        if name.hasPrefix("/") { throw BatchError.unsafeOutputName(name, problem: "an output name must be relative to the output folder") }
        let segments = name.split(separator: "/", omittingEmptySubsequences: true).map { segment in
            String(segment.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "_" : Character($0) })
        }
        guard !segments.isEmpty else { throw BatchError.unsafeOutputName(name, problem: "an output name cannot be empty") }
        for s in segments where s == "." || s == ".." {
            throw BatchError.unsafeOutputName(name, problem: "an output name cannot contain '\(s)' (outputs stay inside the output folder)")
        }
        return segments.joined(separator: "/")
    }

    /// The full path for the relative output `file`, after checking it: plain segments, not in the
    /// reserved folder, every existing folder on the way a real folder, and not an input file.
    package func resolve(_ file: String, allowReserved: Bool = false) throws -> String {
        try walk(file, allowReserved: allowReserved, create: false).path
    }

    /// As `resolve`, creating the missing folders on the way (each checked as it is reached).
    package func prepare(_ file: String, allowReserved: Bool = false) throws -> String {
        try walk(file, allowReserved: allowReserved, create: true).path
    }

    /// Writes `bytes` to the output `file` atomically, after `prepare`'s checks, into the very
    /// folder those checks saw: a link swapped in for a folder on the way meanwhile is refused
    /// (`AtomicFile.write(_:to:in:)`). Returns the full path.
    @discardableResult
    package func write(_ bytes: [UInt8], to file: String, allowReserved: Bool = false) throws -> String {
        let (path, folder) = try walk(file, allowReserved: allowReserved, create: true)
        try AtomicFile.write(bytes, to: path, in: folder)
        return path
    }

    /// Encodes `image` by the name's extension (.png, .jpg, .jpeg) and writes it as `write` does.
    @discardableResult
    package func write(_ image: Image, colour: ColourInfo = ColourInfo(), to file: String, options: EncodeOptions = EncodeOptions(),
                      allowReserved: Bool = false) throws -> String {
        guard let format = ImageFormat(path: file) else {
            throw CodecError(file: outputDirectory + "/" + file, reason: .unknownOutputFormat)
        }
        let bytes: [UInt8]
        do { bytes = try ImageFile.encode(image, colour: colour, format: format, options: options) } catch let e as CodecError {
            throw CodecError(file: outputDirectory + "/" + file, reason: e.reason)
        }
        return try write(bytes, to: file, allowReserved: allowReserved)
    }

    /// A stream to the output `file`, with the checks and the folder of `write`.
    package func stream(to file: String) throws -> AtomicFileStream {
        let (path, folder) = try walk(file, allowReserved: false, create: true)
        return try AtomicFileStream(path: path, in: folder)
    }

    /// The checked path, and the identity of its folder as the walk saw it (OUTDIR itself may be
    /// reached through a link the user gave; the folders inside it may not).
    private func walk(_ file: String, allowReserved: Bool, create: Bool) throws -> (path: String, folder: FileIdentity?) {
        let relative = try Self.relativePath(file)
        // In any case: on a Mac `.Gallery/` is the state folder itself.
        if !allowReserved, let first = relative.split(separator: "/").first,
           SameFileNames<String>.same(String(first), Self.reservedFolder) {
            throw BatchError.reservedOutputName(file, folder: Self.reservedFolder)
        }
        let segments = relative.split(separator: "/").map(String.init)
        var path = outputDirectory
        // The identity of the folder the file goes in, from the same lstat that found it a plain
        // folder: a second look could meet a link swapped in meanwhile, and a folder without an
        // identity would leave the temporary file's check nothing to compare (it would follow
        // the link).
        var folder = segments.count == 1 ? FileIdentity(folder: outputDirectory, following: true) : nil
        for name in segments.dropLast() {
            path += "/" + name
            var st = stat()
            var found = lstat(path, &st) == 0
            if !found && create {
                if mkdir(path, 0o755) != 0 && errno != EEXIST {
                    throw BatchError.cannotCreateFolder(path, reason: String(cString: strerror(errno)))
                }
                found = lstat(path, &st) == 0
                // Made and gone again: something else is changing OUTDIR; write nothing there.
                if !found { throw BatchError.notAPlainFolder(path) }
            }
            guard found else {
                folder = nil
                continue
            }
            if (st.st_mode & S_IFMT) != S_IFDIR {
                throw BatchError.notAPlainFolder(path)
            }
            folder = FileIdentity(st)
        }
        path += "/" + segments.last!
        var st = stat()
        if lstat(path, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFLNK {
                throw BatchError.symbolicLink(path)
            }
            if let id = FileIdentity(path: path), inputs.contains(id) {
                throw BatchError.wouldOverwriteInput(path)
            }
        }
        return (path, folder)
    }
}
