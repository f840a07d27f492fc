/// Writes compact ICC v4 matrix/TRC display profiles: a header, a description, a copyright, the
/// white point, the chromatic adaptation, three colorants and one parametric curve shared by the
/// three channels (about 500 bytes; the sRGB and Display P3 ones embedded in every output).
/// Invariant: the bytes are a function of the arguments only (the header's date is fixed), so an
/// output's bytes never depend on when it was made.
package enum ICCProfileWriter {
    /// The profile of an RGB space with these primaries and curve, described as `description`.
    public static func matrixShaper(description: String, primaries: RGBPrimaries, curve: TransferCurve) -> [UInt8] {
        let colorants = primaries.colorantsD50
        var tags: [(signature: String, data: [UInt8])] = [
            ("desc", multiLocalized(description)),
            ("cprt", multiLocalized("No copyright, use freely")),
            ("wtpt", xyzType(RGBPrimaries.d50XYZ)),
            ("chad", matrixType(primaries.chromaticAdaptation)),
            ("rXYZ", xyzType(colorants.column(0))),
            ("gXYZ", xyzType(colorants.column(1))),
            ("bXYZ", xyzType(colorants.column(2))),
            ("rTRC", parametricCurve(curve)),
        ]
        // gTRC and bTRC point at rTRC's data: one curve for the three channels.
        let shared = ["gTRC", "bTRC"]
        let tableSize = 4 + 12 * (tags.count + shared.count)
        var offsets: [Int] = []
        var at = 128 + tableSize
        for i in tags.indices {
            while tags[i].data.count % 4 != 0 { tags[i].data.append(0) }
            offsets.append(at)
            at += tags[i].data.count
        }
        let total = at
        var out = header(size: total)
        out.appendBig(UInt32(tags.count + shared.count))
        for (i, tag) in tags.enumerated() {
            out += Array(tag.signature.utf8)
            out.appendBig(UInt32(offsets[i]))
            out.appendBig(UInt32(tag.data.count))
        }
        for signature in shared {
            out += Array(signature.utf8)
            out.appendBig(UInt32(offsets[tags.count - 1]))
            out.appendBig(UInt32(tags[tags.count - 1].data.count))
        }
        for tag in tags { out += tag.data }
        precondition(out.count == total, "the profile's size is as declared")
        return out
    }

    /// The 128-byte header of a v4.3 RGB display profile with an XYZ connection space.
    static func header(size: Int) -> [UInt8] {
        var h = [UInt8]()
        h.appendBig(UInt32(size))
        h += [0, 0, 0, 0]                               // preferred CMM: none
        h.appendBig(UInt32(0x0430_0000))                // version 4.3
        h += Array("mntrRGB XYZ ".utf8)                 // class, colour space, connection space
        for part: UInt16 in [2024, 1, 1, 0, 0, 0] { h.appendBig(part) }   // a fixed date
        h += Array("acsp".utf8)
        h += [UInt8](repeating: 0, count: 4 + 4 + 4 + 4 + 8)   // platform, flags, maker, model, attributes
        h.appendBig(UInt32(0))                          // rendering intent: perceptual
        h += xyzNumbers(RGBPrimaries.d50XYZ)            // the illuminant
        h += [UInt8](repeating: 0, count: 4 + 16 + 28)  // creator, profile ID (not computed), reserved
        return h
    }

    /// multiLocalizedUnicodeType with one en-US record.
    static func multiLocalized(_ text: String) -> [UInt8] {
        let utf16 = Array(text.utf16)
        var d = Array("mluc".utf8) + [0, 0, 0, 0]
        d.appendBig(UInt32(1))
        d.appendBig(UInt32(12))
        d += Array("enUS".utf8)
        d.appendBig(UInt32(utf16.count * 2))
        d.appendBig(UInt32(28))
        for unit in utf16 { d.appendBig(unit) }
        return d
    }

    static func xyzType(_ v: SIMD3<Double>) -> [UInt8] { Array("XYZ ".utf8) + [0, 0, 0, 0] + xyzNumbers(v) }

    static func xyzNumbers(_ v: SIMD3<Double>) -> [UInt8] {
        var d = [UInt8]()
        for c in [v.x, v.y, v.z] { d.appendBig(s15Fixed16(c)) }
        return d
    }

    /// s15Fixed16ArrayType of a matrix, row by row.
    static func matrixType(_ m: Matrix3) -> [UInt8] {
        var d = Array("sf32".utf8) + [0, 0, 0, 0]
        for row in m.rows { for c in [row.x, row.y, row.z] { d.appendBig(s15Fixed16(c)) } }
        return d
    }

    /// parametricCurveType: function 0 (a power) or 3 (IEC 61966-2-1's piecewise curve).
    static func parametricCurve(_ curve: TransferCurve) -> [UInt8] {
        var d = Array("para".utf8) + [0, 0, 0, 0]
        switch curve {
        case .gamma(let g):
            d.appendBig(UInt16(0)); d.appendBig(UInt16(0))
            d.appendBig(s15Fixed16(g))
        case .sRGB:
            d.appendBig(UInt16(3)); d.appendBig(UInt16(0))
            for p in [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045] { d.appendBig(s15Fixed16(p)) }
        }
        return d
    }

    /// The nearest s15Fixed16 number, held to its range (−32768 up to just below 32768).
    static func s15Fixed16(_ v: Double) -> UInt32 {
        let fixed = (v * 65536).rounded()
        guard fixed.isFinite else { return 0 }
        return UInt32(bitPattern: Int32(min(max(fixed, Double(Int32.min)), Double(Int32.max))))
    }
}

extension Array where Element == UInt8 {
    mutating func appendBig(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8(v >> 16 & 0xFF)); append(UInt8(v >> 8 & 0xFF)); append(UInt8(v & 0xFF))
    }
    mutating func appendBig(_ v: UInt16) { append(UInt8(v >> 8)); append(UInt8(v & 0xFF)) }
}
