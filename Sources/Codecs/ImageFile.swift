import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing image files: PNG and JPEG, sniffed by content on the way in, chosen by
/// extension on the way out. Every failure is a `CodecError` that names the file.
public enum ImageFile {
    /// Reads and decodes a PNG or JPEG, sniffed by content (not extension). Missing file, empty,
    /// truncated, garbage, too big → `CodecError` naming the file.
    public static func read(path: String, limits: DecodeLimits = DecodeLimits()) throws -> DecodedImage {
        try decode(bytes: readBytes(path: path), name: path, limits: limits)
    }

    /// Decodes PNG or JPEG bytes; `name` is used in error messages.
    public static func decode(bytes: [UInt8], name: String, limits: DecodeLimits = DecodeLimits()) throws -> DecodedImage {
        guard !bytes.isEmpty else { throw CodecError(file: name, reason: .emptyFile) }
        guard let format = ImageFormat(sniffing: bytes) else {
            throw CodecError(file: name, reason: .notAnImage(looksLikeText: looksLikeText(bytes)))
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            switch format {
            case .png: try PNGDecoder.decode(buffer, name: name, limits: limits)
            case .jpeg: try JPEGDecoder.decode(buffer, name: name, limits: limits)
            }
        }
    }

    /// The colour information of a PNG or JPEG, read from the chunks and markers before its
    /// image data (the pixels are not decoded). Throws `CodecError` naming the file, as `read` does.
    public static func readColour(path: String) throws -> ColourInfo {
        let bytes = try readBytes(path: path)
        guard let format = ImageFormat(sniffing: bytes) else {
            throw CodecError(file: path, reason: .notAnImage(looksLikeText: looksLikeText(bytes)))
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            switch format {
            case .png: try PNGDecoder.colour(buffer, name: path)
            case .jpeg: try JPEGDecoder.colour(buffer, name: path)
            }
        }
    }

    /// Encodes by the path's extension (.png/.jpg/.jpeg; else `CodecError`) and writes atomically
    /// (temporary file in the destination folder + rename; never a half-written file; an existing
    /// file is untouched on failure).
    public static func write(_ image: Image, colour: ColourInfo = ColourInfo(), to path: String,
                             options: EncodeOptions = EncodeOptions()) throws {
        guard let format = ImageFormat(path: path) else {
            throw CodecError(file: path, reason: .unknownOutputFormat)
        }
        let bytes: [UInt8]
        do {
            bytes = try encodeUnnamed(image, colour: colour, format: format, options: options)
        } catch let failure as CodecFailure {
            throw CodecError(file: path, reason: failure.reason)
        }
        try AtomicFile.write(bytes, to: path)
    }

    /// The image encoded as `format`.
    public static func encode(_ image: Image, colour: ColourInfo = ColourInfo(), format: ImageFormat,
                              options: EncodeOptions = EncodeOptions()) throws -> [UInt8] {
        do {
            return try encodeUnnamed(image, colour: colour, format: format, options: options)
        } catch let failure as CodecFailure {
            throw CodecError(file: "(\(format.name) output)", reason: failure.reason)
        }
    }

    private static func encodeUnnamed(_ image: Image, colour: ColourInfo, format: ImageFormat,
                                      options: EncodeOptions) throws -> [UInt8] {
        switch format {
        case .png: try PNGEncoder.encode(image, colour: colour, options: options.png)
        case .jpeg: try JPEGEncoder.encode(image, colour: colour, options: options.jpeg)
        }
    }

    /// The whole file's bytes.
    static func readBytes(path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CodecError(file: path, reason: .cannotOpen(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw CodecError(file: path, reason: .cannotRead(errno: errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw CodecError(file: path, reason: .isAFolder) }
        // Read the size fstat reports, then whatever follows (a growing file, a pipe) in chunks.
        var bytes: [UInt8] = []
        var chunk = max(Int(status.st_size), 1 << 16)
        while true {
            var failed = false
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, count in
                count = 0
                while count < chunk {
                    let n = posixRead(descriptor, buffer.baseAddress! + count, chunk - count)
                    if n < 0 && errno == EINTR { continue }
                    if n < 0 { failed = true }
                    if n <= 0 { break }
                    count += n
                }
            }
            if failed { throw CodecError(file: path, reason: .cannotRead(errno: errno)) }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if part.count < chunk { break }
            chunk = 1 << 16
        }
        return bytes
    }

    /// Whether the bytes look like text: their first 512 are printable, and some ASCII.
    private static func looksLikeText(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(512)
        let printable = head.allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || (32...126).contains($0) || $0 >= 128 }
        return printable && head.contains(where: { $0 >= 32 && $0 < 127 })
    }
}

private func posixRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
