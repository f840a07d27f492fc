import Raster
import _CodecShims

/// Encodes an `Image` as an 8-bit RGBA PNG, or RGB when every pixel is opaque.
///
/// The rows are split into bands; a worker un-premultiplies and filters a band, then compresses it
/// with one libdeflate call, the bands claimed in order by the next free worker. libdeflate ends
/// every stream it writes, so each band but the last is made continuable (its final flag cleared,
/// an empty stored block after it, as zlib's sync flush ends a piece), and the bands join into one
/// zlib stream. libpng writes the container around the result: IHDR, the colour chunks, the IDATs
/// and IEND.
enum PNGEncoder {
    /// Filtered bytes below which the image is one band: a worker would cost more than it saves.
    static let minimumParallelBytes = 1 << 19
    /// Filtered bytes of a band: large enough that the window each band starts without costs
    /// little (a band's first matches cannot reach into the one before), small enough that the
    /// workers finish close together and a band's filtered rows stay a few MiB.
    static let bandBytes = 1 << 22

    static func encode(_ image: Image, colour: ColourInfo, options: PNGEncodeOptions) throws -> [UInt8] {
        let opaque = image.isOpaque
        let level = Int32(min(max(options.compressionLevel, 0), 9))
        guard let stream = zlibStream(of: image, bytesPerPixel: opaque ? 3 : 4, filter: options.filter, level: level)
        else { throw CodecFailure(.cannotCompress) }
        return try container(width: image.width, height: image.height, hasAlpha: !opaque,
                             colour: colour, zlibStream: stream)
    }

    /// Where the bands start, then the row count, for `workers` workers: one band when there is one
    /// worker or little data; otherwise bands of nearly equal height, about `bandBytes` each and
    /// at least two per worker. Every band has at least one row.
    static func bandCuts(height: Int, rowBytes: Int, workers: Int = Parallel.workerCount) -> [Int] {
        guard workers > 1, height > 1, height * rowBytes >= minimumParallelBytes else { return [0, height] }
        let bands = min(height, max(2 * workers, height * rowBytes / bandBytes))
        return (0..<bands).map { height * $0 / bands } + [height]
    }

    /// A complete zlib stream (RFC 1950) of the image's PNG rows, straight alpha (`bytesPerPixel`
    /// 4) or RGB (3), filtered with `filter`, compressed in parallel bands starting at `cuts` (band
    /// starts, then the height; by default `bandCuts`'s choice). Nil when out of memory.
    static func zlibStream(of image: Image, bytesPerPixel: Int, filter: PNGFilter, level: Int32,
                           cuts: [Int]? = nil) -> [UInt8]? {
        let rowBytes = image.width * bytesPerPixel + 1
        let cuts = cuts ?? bandCuts(height: image.height, rowBytes: rowBytes)
        let count = cuts.count - 1
        var buffers = [OpaquePointer?](repeating: nil, count: count)
        var checksums = [UInt32](repeating: 1, count: count)
        var failures = [Bool](repeating: true, count: count)
        defer { for buffer in buffers { duo_buffer_destroy(buffer) } }
        image.withUnsafeBytes { source in
            let rows = duo_png_rows(pixels: source.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                    width: UInt32(image.width), height: UInt32(image.height),
                                    bpp: Int32(bytesPerPixel), filter: Int32(filter.rawValue), level: level)
            buffers.withUnsafeMutableBufferPointer { buffersOut in
                checksums.withUnsafeMutableBufferPointer { checksumsOut in
                    failures.withUnsafeMutableBufferPointer { failuresOut in
                        Parallel.forEachTask(count: count) { band in
                            guard let buffer = duo_buffer_create() else { return }
                            buffersOut[band] = buffer
                            let status = withUnsafePointer(to: rows) {
                                duo_png_deflate_rows($0, UInt32(cuts[band]), UInt32(cuts[band + 1]),
                                                     band == count - 1 ? 1 : 0, buffer, &checksumsOut[band])
                            }
                            failuresOut[band] = status != 0
                        }
                    }
                }
            }
        }
        guard !failures.contains(true) else { return nil }

        var checksum = checksums[0]
        for band in 1..<count {
            checksum = duo_adler32_combine(checksum, checksums[band], (cuts[band + 1] - cuts[band]) * rowBytes)
        }
        // CMF 0x78: deflate, 32 KiB window. FLG: the level class, and check bits making CMF·256+FLG ≡ 0 (mod 31).
        let levelClass: UInt16 = level <= 1 ? 0 : level <= 5 ? 1 : level == 6 ? 2 : 3
        var flags = levelClass << 6
        flags += (31 - (0x7800 | flags) % 31) % 31
        var stream: [UInt8] = [0x78, UInt8(flags)]
        stream.reserveCapacity(buffers.reduce(6) { $0 + duo_buffer_count($1) })
        for buffer in buffers {
            stream.append(contentsOf: UnsafeBufferPointer(start: duo_buffer_bytes(buffer), count: duo_buffer_count(buffer)))
        }
        stream.append(contentsOf: [UInt8(checksum >> 24), UInt8(checksum >> 16 & 0xFF),
                                   UInt8(checksum >> 8 & 0xFF), UInt8(checksum & 0xFF)])
        return stream
    }

    /// The PNG file around an already-compressed zlib stream, written by libpng. Throws only
    /// `CodecFailure`.
    static func container(width: Int, height: Int, hasAlpha: Bool, colour: ColourInfo,
                          zlibStream: [UInt8]) throws -> [UInt8] {
        var info = duo_png_container()
        info.width = UInt32(width)
        info.height = UInt32(height)
        info.has_alpha = hasAlpha ? 1 : 0
        if let intent = colour.sRGBIntent {
            info.has_srgb = 1
            info.srgb_intent = Int32(intent.rawValue)
        }
        if let gamma = colour.gamma {
            info.has_gamma = 1
            info.gamma = gamma
        }
        if let c = colour.chromaticities {
            info.has_chrm = 1
            info.chrm = (c.whiteX, c.whiteY, c.redX, c.redY, c.greenX, c.greenY, c.blueX, c.blueY)
        }
        guard let buffer = duo_buffer_create() else { throw CodecFailure(.outOfMemory) }
        defer { duo_buffer_destroy(buffer) }
        var error = [CChar](repeating: 0, count: 256)
        let profile = colour.iccProfile?.bytes ?? []
        let name = colour.iccProfile.map { String($0.name.prefix(79)) } ?? ""
        let status = name.withCString { namePointer in
            profile.withUnsafeBufferPointer { profileBytes in
                if colour.iccProfile != nil && !profile.isEmpty {
                    info.icc_name = namePointer
                    info.icc_profile = profileBytes.baseAddress
                    info.icc_length = UInt32(profile.count)
                }
                return zlibStream.withUnsafeBufferPointer { idat in
                    duo_png_write_container(&info, idat.baseAddress, idat.count, buffer, &error, error.count)
                }
            }
        }
        guard status == 0 else {
            throw CodecFailure(.cannotEncode(.png, message: String(errorBuffer: error)))
        }
        return Array(UnsafeBufferPointer(start: duo_buffer_bytes(buffer), count: duo_buffer_count(buffer)))
    }
}
