import Raster
import _CodecShims

/// Encodes an `Image` as an 8-bit RGBA PNG, or RGB when every pixel is opaque.
///
/// The rows are un-premultiplied and filtered in parallel row bands, the filtered bytes are
/// deflated in parallel byte bands (each primed with the 32 KiB before it and ended by a sync
/// flush, so the bands join into one zlib stream, as pigz does), and libpng writes the container
/// around the result: IHDR, the colour chunks, the IDATs and IEND.
enum PNGEncoder {
    /// Bytes of filtered data per deflate band: big enough that band joins cost nothing measurable,
    /// small enough that both cores stay busy to the end.
    static let bandBytes = 1 << 20

    static func encode(_ image: Image, colour: ColourInfo, options: PNGEncodeOptions) throws -> [UInt8] {
        let opaque = image.isOpaque
        let filtered = filterRows(of: image, bytesPerPixel: opaque ? 3 : 4, filter: options.filter)
        let level = Int32(min(max(options.compressionLevel, 0), 9))
        guard let stream = zlibStream(filtered, level: level) else {
            throw CodecFailure("zlib failed to compress the image data")
        }
        return try container(width: image.width, height: image.height, hasAlpha: !opaque,
                             colour: colour, zlibStream: stream)
    }

    /// The image as straight-alpha RGBA or RGB rows, each preceded by its filter type byte.
    static func filterRows(of image: Image, bytesPerPixel: Int, filter: PNGFilter) -> [UInt8] {
        let width = image.width, height = image.height
        let rowLength = width * bytesPerPixel, stride = rowLength + 1
        let filterCode = Int32(filter.rawValue)
        return [UInt8](unsafeUninitializedCapacity: height * stride) { out, count in
            let output = out.baseAddress!
            image.withUnsafeBytes { source in
                let pixels = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
                Parallel.forEachRowBand(width: width, height: height) { rows in
                    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * width * 4)
                    defer { scratch.deallocate() }
                    var current = scratch, previous = scratch + width * 4
                    func straighten(_ y: Int, into row: UnsafeMutablePointer<UInt8>) {
                        row.update(from: pixels + y * width * 4, count: width * 4)
                        if bytesPerPixel == 4 {
                            Premultiply.unpremultiplyInPlace(UnsafeMutableRawBufferPointer(start: row, count: width * 4))
                        } else {
                            for x in 0..<width {   // RGBA → RGB in place, front to back
                                row[3 * x] = row[4 * x]; row[3 * x + 1] = row[4 * x + 1]; row[3 * x + 2] = row[4 * x + 2]
                            }
                        }
                    }
                    if rows.lowerBound > 0 { straighten(rows.lowerBound - 1, into: previous) }
                    for y in rows {
                        straighten(y, into: current)
                        duo_png_filter_row(current, y > 0 ? UnsafePointer(previous) : nil, rowLength,
                                           Int32(bytesPerPixel), filterCode, output + y * stride)
                        swap(&current, &previous)
                    }
                }
            }
            count = height * stride
        }
    }

    /// A complete zlib stream (RFC 1950) of `data`, compressed in parallel bands. Nil if zlib fails.
    static func zlibStream(_ data: [UInt8], level: Int32) -> [UInt8]? {
        let bandCount = max(1, min(data.count / bandBytes, 4096))
        var bands = [[UInt8]](repeating: [], count: bandCount)
        var checksums = [UInt32](repeating: 1, count: bandCount)
        let ok = data.withUnsafeBufferPointer { input -> Bool in
            let base = input.baseAddress!
            bands.withUnsafeMutableBufferPointer { bandsOut in
                checksums.withUnsafeMutableBufferPointer { checksumsOut in
                    Parallel.forEachChunk(count: bandCount) { range in
                        for band in range {
                            let start = data.count * band / bandCount, end = data.count * (band + 1) / bandCount
                            let dictionaryStart = max(0, start - 32768)
                            let bound = duo_deflate_band_bound(end - start)
                            bandsOut[band] = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
                                written = duo_deflate_band(base + start, end - start, base + dictionaryStart,
                                                           start - dictionaryStart, level, band == bandCount - 1 ? 1 : 0,
                                                           out.baseAddress!, bound)
                            }
                            checksumsOut[band] = duo_adler32(1, base + start, end - start)
                        }
                    }
                }
            }
            return !bands.contains { $0.isEmpty }
        }
        guard ok else { return nil }

        var checksum = checksums[0]
        for band in 1..<bandCount {
            let length = data.count * (band + 1) / bandCount - data.count * band / bandCount
            checksum = duo_adler32_combine(checksum, checksums[band], length)
        }
        // CMF 0x78: deflate, 32 KiB window. FLG: the level class, and check bits making CMF·256+FLG ≡ 0 (mod 31).
        let levelClass: UInt16 = level <= 1 ? 0 : level <= 5 ? 1 : level == 6 ? 2 : 3
        var flags = levelClass << 6
        flags += (31 - (0x7800 | flags) % 31) % 31
        var stream: [UInt8] = [0x78, UInt8(flags)]
        stream.reserveCapacity(bands.reduce(6) { $0 + $1.count })
        for band in bands { stream.append(contentsOf: band) }
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
