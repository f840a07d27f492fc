import Foundation

/// A colour in Björn Ottosson's Oklab space (L in 0...1, a and b around 0): distances in it
/// follow perceived differences far better than in sRGB, which is what palette choice needs.
struct Oklab: Equatable {
    var l: Float, a: Float, b: Float

    /// sRGB 0...255 (as floats) to Oklab.
    init(srgbR r: Float, g: Float, b bl: Float) {
        let lr = Oklab.linear[Int(max(0, min(255, r)).rounded())]
        let lg = Oklab.linear[Int(max(0, min(255, g)).rounded())]
        let lb = Oklab.linear[Int(max(0, min(255, bl)).rounded())]
        let lms0 = cbrtf(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let lms1 = cbrtf(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let lms2 = cbrtf(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        l = 0.2104542553 * lms0 + 0.7936177850 * lms1 - 0.0040720468 * lms2
        a = 1.9779984951 * lms0 - 2.4285922050 * lms1 + 0.4505937099 * lms2
        b = 0.0259040371 * lms0 + 0.7827717662 * lms1 - 0.8086757660 * lms2
    }

    init(l: Float, a: Float, b: Float) { self.l = l; self.a = a; self.b = b }

    /// Back to sRGB 0...255, rounded and clamped.
    var srgb: (r: UInt8, g: UInt8, b: UInt8) {
        let l0 = l + 0.3963377774 * a + 0.2158037573 * b
        let m0 = l - 0.1055613458 * a - 0.0638541728 * b
        let s0 = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l0 * l0 * l0, m3 = m0 * m0 * m0, s3 = s0 * s0 * s0
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        func encode(_ v: Float) -> UInt8 {
            let c = max(0, min(1, v))
            let s = c <= 0.0031308 ? 12.92 * c : 1.055 * powf(c, 1 / 2.4) - 0.055
            return UInt8((s * 255).rounded())
        }
        return (encode(r), encode(g), encode(bl))
    }

    func distanceSquared(_ o: Oklab) -> Float {
        let dl = l - o.l, da = a - o.a, db = b - o.b
        return dl * dl + da * da + db * db
    }

    /// sRGB byte → linear light.
    static let linear: [Float] = (0..<256).map { i in
        let c = Float(i) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
}
