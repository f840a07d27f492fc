import CLCMS2

/// One ICC profile opened by Little CMS in a context of its own, which records lcms2's last
/// error instead of losing it. Invariant: `handle` stays open, and its context alive, for the
/// object's lifetime; lcms2 may read both from several threads (it never writes an open
/// profile's tags once read).
final class LCMSProfile: @unchecked Sendable {
    let context: cmsContext
    let handle: cmsHPROFILE
    private let errors: LCMSErrors

    /// Opens `bytes`, or says in a few words why Little CMS cannot.
    static func open(_ bytes: [UInt8]) -> Result<LCMSProfile, ColourProblem> {
        let errors = LCMSErrors()
        guard let context = cmsCreateContext(nil, Unmanaged.passUnretained(errors).toOpaque()) else {
            return .failure(ColourProblem("Little CMS could not start (out of memory?)"))
        }
        cmsSetLogErrorHandlerTHR(context) { context, _, text in
            guard let context, let user = cmsGetContextUserData(context) else { return }
            Unmanaged<LCMSErrors>.fromOpaque(user).takeUnretainedValue().last = text.map { String(cString: $0) }
        }
        let opened = bytes.withUnsafeBytes { cmsOpenProfileFromMemTHR(context, $0.baseAddress, cmsUInt32Number($0.count)) }
        guard let handle = opened else {
            let why = errors.last ?? "unreadable"
            cmsDeleteContext(context)
            return .failure(ColourProblem("Little CMS cannot read it (\(why))"))
        }
        return .success(LCMSProfile(context: context, handle: handle, errors: errors))
    }

    /// A profile lcms2 made itself (the tests' references).
    static func adopt(_ make: (cmsContext) -> cmsHPROFILE?) -> LCMSProfile? {
        let errors = LCMSErrors()
        guard let context = cmsCreateContext(nil, Unmanaged.passUnretained(errors).toOpaque()) else { return nil }
        guard let handle = make(context) else { cmsDeleteContext(context); return nil }
        return LCMSProfile(context: context, handle: handle, errors: errors)
    }

    private init(context: cmsContext, handle: cmsHPROFILE, errors: LCMSErrors) {
        self.context = context; self.handle = handle; self.errors = errors
    }

    deinit {
        cmsCloseProfile(handle)
        cmsDeleteContext(context)
    }

    /// lcms2's last complaint in this profile's context, if any.
    var lastError: String? { errors.last }

    /// The profile's description tag (ASCII), or nil.
    var description: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = cmsGetProfileInfoASCII(handle, cmsInfoDescription, "en", "US", &buffer, cmsUInt32Number(buffer.count))
        guard n > 1 else { return nil }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// The colorants and curves of a matrix/TRC profile that lcms2 would use as one (no lookup
    /// tables for the relative colorimetric intent in either direction), or nil.
    var matrixShaper: MatrixShaper? {
        let intent = cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC)
        guard cmsIsMatrixShaper(handle) != 0,
              cmsIsCLUT(handle, intent, cmsUInt32Number(LCMS_USED_AS_INPUT)) == 0,
              cmsIsCLUT(handle, intent, cmsUInt32Number(LCMS_USED_AS_OUTPUT)) == 0 else { return nil }
        var columns: [SIMD3<Double>] = []
        for tag in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag] {
            guard let raw = cmsReadTag(handle, tag) else { return nil }
            let xyz = raw.assumingMemoryBound(to: cmsCIEXYZ.self).pointee
            columns.append(SIMD3(xyz.X, xyz.Y, xyz.Z))
        }
        var curves: [[Float]] = []
        for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
            guard let raw = cmsReadTag(handle, tag) else { return nil }
            let curve = OpaquePointer(raw)   // cmsToneCurve is opaque
            curves.append((0..<511).map { cmsEvalToneCurveFloat(curve, Float($0) / 510) })
        }
        // Even samples are the 256 codes; odd ones the midpoints between neighbours.
        return MatrixShaper(colorants: Matrix3(columns: columns),
                            linear: curves.map { c in (0..<256).map { c[2 * $0] } },
                            midpoints: curves.map { c in (0..<255).map { c[2 * $0 + 1] } })
    }

    /// Little CMS's own conversion of RGB floats (0...1, three a pixel) from this profile into
    /// `target`, relative colorimetric, nothing optimised away: the reference the tests and the
    /// equivalence check hold our conversions to. Nil when lcms2 builds no transform.
    func convertFloats(_ rgb: [Float], to target: LCMSProfile) -> [Float]? {
        guard let transform = cmsCreateTransformTHR(context, handle, duo_lcms_rgb_float, target.handle, duo_lcms_rgb_float,
                                                    cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                                                    cmsUInt32Number(cmsFLAGS_NOOPTIMIZE | cmsFLAGS_NOCACHE)) else { return nil }
        defer { cmsDeleteTransform(transform) }
        var out = [Float](repeating: 0, count: rgb.count)
        rgb.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                cmsDoTransform(transform, source.baseAddress, target.baseAddress, cmsUInt32Number(rgb.count / 3))
            }
        }
        return out
    }
}

/// Where an lcms2 context's error handler leaves its message.
private final class LCMSErrors: @unchecked Sendable {
    var last: String?
}

/// An lcms2 transform between two RGBA8 layouts (alpha copied), safe to run from several threads
/// at once (made without lcms2's one-pixel cache). Invariant: both profiles outlive it.
final class LCMSTransform: @unchecked Sendable {
    private let handle: cmsHTRANSFORM
    private let profiles: (LCMSProfile, LCMSProfile)

    init?(from source: LCMSProfile, to target: LCMSProfile) {
        guard let handle = cmsCreateTransformTHR(source.context, source.handle, duo_lcms_rgba_8, target.handle,
                                                 duo_lcms_rgba_8, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                                                 cmsUInt32Number(cmsFLAGS_NOCACHE | cmsFLAGS_COPY_ALPHA)) else { return nil }
        self.handle = handle
        profiles = (source, target)
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts `count` straight RGBA8 pixels from `source` into `target` (which may be the same).
    func convert(_ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer, count: Int) {
        cmsDoTransform(handle, source, target, cmsUInt32Number(count))
    }
}
