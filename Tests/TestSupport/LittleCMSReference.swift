import CLCMS2

/// Little CMS used directly, as the tests' reference: profiles it makes itself (cmsCreateRGBProfile,
/// cmsCreate_sRGBProfile, cmsCreateGrayProfile) and its own conversion of 8-bit RGB between two
/// profiles (floats, relative colorimetric, nothing optimised away, rounded at the end).
public enum LittleCMSReference {
    /// The RGB spaces the colour tests use, by their chromaticities.
    public enum Space: Sendable, CaseIterable {
        case sRGB, displayP3, adobeRGB

        var primaries: (r: (Double, Double), g: (Double, Double), b: (Double, Double)) {
            switch self {
            case .sRGB: ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06))
            case .displayP3: ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))
            case .adobeRGB: ((0.64, 0.33), (0.21, 0.71), (0.15, 0.06))
            }
        }
    }

    /// A profile of `space` as lcms2 makes it (D65, the sRGB curve or Adobe's 563/256 power),
    /// with the description `name`.
    public static func profile(_ space: Space, name: String? = nil) -> [UInt8] {
        if space == .sRGB && name == nil { return save(cmsCreate_sRGBProfile()) }
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        let p = space.primaries
        var primaries = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: p.r.0, y: p.r.1, Y: 1), Green: cmsCIExyY(x: p.g.0, y: p.g.1, Y: 1),
                                        Blue: cmsCIExyY(x: p.b.0, y: p.b.1, Y: 1))
        let curve: OpaquePointer?
        if space == .adobeRGB {
            curve = cmsBuildGamma(nil, 563.0 / 256)
        } else {
            var parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            curve = cmsBuildParametricToneCurve(nil, 4, &parameters)
        }
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let handle = cmsCreateRGBProfile(&white, &primaries, &curves)
        if let name {
            let mlu = cmsMLUalloc(nil, 1)
            cmsMLUsetASCII(mlu, "en", "US", name)
            cmsWriteTag(handle, cmsSigProfileDescriptionTag, UnsafeRawPointer(mlu))
            cmsMLUfree(mlu)
        }
        return save(handle)
    }

    /// A grey profile (gamma 2.2).
    public static func greyProfile() -> [UInt8] {
        let curve = cmsBuildGamma(nil, 2.2)
        defer { cmsFreeToneCurve(curve) }
        return save(cmsCreateGrayProfile(cmsD50_xyY(), curve))
    }

    /// The profile's bytes; the profile is closed.
    static func save(_ handle: cmsHPROFILE?) -> [UInt8] {
        guard let handle else { return [] }
        defer { cmsCloseProfile(handle) }
        var size: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(handle, nil, &size) != 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        _ = bytes.withUnsafeMutableBytes { cmsSaveProfileToMem(handle, $0.baseAddress, &size) }
        return bytes
    }

    /// `rgb` (three bytes a pixel) from the profile `source` into `target`, as Little CMS converts it.
    public static func convert(_ rgb: [UInt8], from source: [UInt8], to target: [UInt8]) -> [UInt8]? {
        let a = source.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        let b = target.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        defer { if let a { cmsCloseProfile(a) }; if let b { cmsCloseProfile(b) } }
        guard let a, let b else { return nil }
        let format = cmsUInt32Number(duo_lcms_rgb_float)
        guard let transform = cmsCreateTransform(a, format, b, format, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                                                 cmsUInt32Number(cmsFLAGS_NOOPTIMIZE)) else { return nil }
        defer { cmsDeleteTransform(transform) }
        let input = rgb.map { Float($0) / 255 }
        var output = [Float](repeating: 0, count: input.count)
        input.withUnsafeBytes { i in
            output.withUnsafeMutableBytes { o in cmsDoTransform(transform, i.baseAddress, o.baseAddress, cmsUInt32Number(rgb.count / 3)) }
        }
        return output.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    }
}

extension LittleCMSReference {
    /// lcms2's Display P3 profile with a private tag of `padding` bytes: large enough, at 70 000,
    /// to be split over several JPEG APP2 markers (one holds at most 65 519 bytes).
    public static func largeDisplayP3(padding: Int) -> [UInt8] {
        let bytes = profile(.displayP3)
        let handle = bytes.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        let filler = [UInt8](repeating: 0x5A, count: padding)
        _ = filler.withUnsafeBytes { cmsWriteRawTag(handle, cmsTagSignature(rawValue: 0x7A7A_7A7A), $0.baseAddress,
                                                    cmsUInt32Number(padding)) }
        return save(handle)
    }
}
