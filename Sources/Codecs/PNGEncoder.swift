import Raster
import _CodecShims

/// Encodes an `Image` as an 8-bit RGBA PNG, or RGB when every pixel is opaque.
///
/// The rows are split into bands; a worker un-premultiplies, filters and compresses a band
/// straight into its compressor, so the filtered image never exists whole. The last band is
/// compressed by libdeflate, about twice as fast as zlib but able only to end a stream; it starts
/// first, on one worker, while the others take the smaller zlib bands above it one after another
/// (each primed with the 32 KiB before it and ended by a sync flush, so the bands join into one
/// zlib stream, as pigz does) and the first worker free again takes what zlib bands are left.
/// libpng writes the container around the result: IHDR, the colour chunks, the IDATs and IEND.
enum PNGEncoder {
    /// Filtered bytes below which the image is one band: a worker would cost more than it saves.
    static let minimumParallelBytes = 1 << 19
    /// Filtered bytes of a zlib band: small enough that the workers finish close together, large
    /// enough that each band's set-up (zlib's state, its 32 KiB primer) costs nothing measurable.
    static let zlibBandBytes = 1 << 21
    /// The libdeflate band's rows relative to one worker's share of the zlib rows. Its rows cost
    /// about half a zlib row's in the dense middle of a mock-up, but much of a mock-up is cheap
    /// transparent margin: on two workers the book, laptop and open poses balance with 0.48–0.52
    /// of the rows in the libdeflate band, and the book's encode took 92–100 ms with 4/9 of
    /// them against 83–90 ms with half (duo-mockup-bench, Docs/Performance.md).
    static let lastBandWeight = 1.0

    static func encode(_ image: Image, colour: ColourInfo, options: PNGEncodeOptions) throws -> [UInt8] {
        let opaque = image.isOpaque
        let level = Int32(min(max(options.compressionLevel, 0), 9))
        guard let stream = zlibStream(of: image, bytesPerPixel: opaque ? 3 : 4, filter: options.filter, level: level)
        else { throw CodecFailure("cannot compress the image data (out of memory?)") }
        return try container(width: image.width, height: image.height, hasAlpha: !opaque,
                             colour: colour, zlibStream: stream)
    }

    /// Where the bands start, then the row count, for `workers` workers: one band when there is one
    /// worker or little data; otherwise a libdeflate band of `lastBandWeight / (lastBandWeight +
    /// workers − 1)` of the rows and, above it, zlib bands of about `zlibBandBytes`, at least one
    /// per other worker. Every band has at least one row.
    static func bandCuts(height: Int, rowBytes: Int, workers: Int = Parallel.workerCount) -> [Int] {
        guard workers > 1, height > 1, height * rowBytes >= minimumParallelBytes else { return [0, height] }
        let share = lastBandWeight / (lastBandWeight + Double(workers - 1))
        let lastRows = min(max(1, Int((Double(height) * share).rounded())), height - 1)
        let zlibRows = height - lastRows
        let zlibBands = min(zlibRows, max(workers - 1, zlibRows * rowBytes / zlibBandBytes))
        return cuts(height: height, lastRows: lastRows, zlibBands: zlibBands)
    }

    /// `zlibBands` bands of (nearly) equal height over the first `height − lastRows` rows, then the
    /// last band, as band starts followed by `height`.
    static func cuts(height: Int, lastRows: Int, zlibBands: Int) -> [Int] {
        let zlibRows = height - lastRows
        precondition(lastRows >= 1 && zlibBands >= 0 && zlibBands <= zlibRows && (zlibBands > 0) == (zlibRows > 0))
        return (0..<zlibBands).map { zlibRows * $0 / zlibBands } + [zlibRows, height]
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
                        // Task 0 is the libdeflate band, the longest; then the zlib bands in order.
                        Parallel.forEachTask(count: count) { task in
                            let band = task == 0 ? count - 1 : task - 1
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

    /// The PNG file around an already-compressed zlib stream, written by libpng.
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
        guard let buffer = duo_buffer_create() else { throw CodecFailure("out of memory") }
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
            throw CodecFailure("cannot write PNG: \(String(errorBuffer: error))")
        }
        return Array(UnsafeBufferPointer(start: duo_buffer_bytes(buffer), count: duo_buffer_count(buffer)))
    }
}
