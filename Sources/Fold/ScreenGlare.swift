import Raster
import Warp

/// The screen's specular sheen on one leaf: the reflections of two long soft strip lights, a
/// key light placed with the scene's light (`Lighting.direction`) running across it diagonally,
/// and a dimmer fill strip up and to the right, both close to the device as in a studio. At each glass point the camera's ray is reflected about the leaf's normal (after
/// the orbit); the closer the reflected ray passes to the strip, the brighter the sheen
/// (a Gaussian of the angle), so it slides across the glass as the leaf turns and differs from
/// leaf to leaf. It is added as a screen blend towards white, scaled by the glass's coverage, so
/// it never lands on the bezel. Invariant: strength in (0, 1].
struct ScreenGlare {
    /// The sheen's brightest share of white at strength 1.
    static let peak = 0.55
    /// The strip light's angular softness (radians, σ of the Gaussian).
    static let softness = 0.20
    /// The strip light's distance from the hinge midpoint, in art lengths: a studio light close
    /// to the device, so its reflection is a band that moves across the glass, not a wash.
    static let lightDistance = 0.9

    let toArt: Homography
    let rect: (x0: Double, y0: Double, x1: Double, y1: Double)
    let glass: GlassArea
    let strength: Double
    /// The leaf's plane: 3D = origin + u·ex + v·ey for an art point (u, v); its unit normal.
    let origin: SIMD3<Double>, ex: SIMD3<Double>, ey: SIMD3<Double>, normal: SIMD3<Double>
    let camera: SIMD3<Double>
    /// Each strip: a point on it, its unit direction, its brightness.
    let strips: [(point: SIMD3<Double>, axis: SIMD3<Double>, gain: Double)]

    /// The sheen on a leaf's front, its glass in art px.
    init(geometry g: FoldGeometry, leaf: FoldGeometry.Leaf, glass: GlassArea, strength: Double, canvas: FoldCanvas) {
        toArt = g.artToCanvas(leaf, offset: canvas.offset, scaleX: canvas.scaleX, scaleY: canvas.scaleY).inverted()
            ?? Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])
        let b = glass.artBounds, r = leaf.artRect
        rect = (max(b.x0, r.x0), max(b.y0, r.y0), min(b.x1, r.x1), min(b.y1, r.y1))
        self.glass = glass
        self.strength = strength
        origin = g.point3D(leaf, Point2D(0, 0))
        ex = g.point3D(leaf, Point2D(1, 0)) - origin
        ey = g.point3D(leaf, Point2D(0, 1)) - origin
        normal = leaf.normal
        camera = SIMD3(0, 0, g.cameraDistance)
        strips = ScreenGlare.strips(g)
    }

    /// The sheen on a leaf's outer face (T = `behind` px behind its front, normal −n), its glass
    /// in the px of a picture placed there by `artToPicture`, within `region` (art px).
    init(geometry g: FoldGeometry, outerFaceOf leaf: FoldGeometry.Leaf, behind: Double, glass: GlassArea,
         artToPicture: Homography, region: (x0: Double, y0: Double, x1: Double, y1: Double), strength: Double,
         canvas: FoldCanvas) {
        let pictureToArt = artToPicture.inverted() ?? Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])
        toArt = artToPicture * (g.artToCanvas(leaf, behind: behind, offset: canvas.offset, scaleX: canvas.scaleX,
                                              scaleY: canvas.scaleY).inverted() ?? Homography([1, 0, 0, 0, 1, 0, 0, 0, 1]))
        // The region in the picture's px (the map is a mirror and a scale: its corners bound it).
        let a = artToPicture.apply(Point2D(region.x0, region.y0)), c = artToPicture.apply(Point2D(region.x1, region.y1))
        let b = glass.artBounds
        rect = (max(b.x0, min(a.x, c.x)), max(b.y0, min(a.y, c.y)), min(b.x1, max(a.x, c.x)), min(b.y1, max(a.y, c.y)))
        self.glass = glass
        self.strength = strength
        func at(_ p: Point2D) -> SIMD3<Double> { g.point3D(leaf, pictureToArt.apply(p), behind: behind) }
        origin = at(Point2D(0, 0))
        ex = at(Point2D(1, 0)) - origin
        ey = at(Point2D(0, 1)) - origin
        normal = -leaf.normal
        camera = SIMD3(0, 0, g.cameraDistance)
        strips = ScreenGlare.strips(g)
    }

    /// The two strip lights, placed for this fold's size.
    static func strips(_ g: FoldGeometry) -> [(point: SIMD3<Double>, axis: SIMD3<Double>, gain: Double)] {
        let reach = ScreenGlare.lightDistance * Double(max(g.artWidth, g.artHeight))
        func strip(_ direction: SIMD3<Double>, _ along: SIMD3<Double>, _ gain: Double)
            -> (point: SIMD3<Double>, axis: SIMD3<Double>, gain: Double) {
            let d = direction / (direction * direction).sum().squareRoot()
            var a = along - (along * d).sum() * d
            a /= (a * a).sum().squareRoot()
            return (d * reach, a, gain)
        }
        return [strip(Lighting.direction, SIMD3(1, -1, 0), 1), strip(SIMD3(0.45, -0.2, 1), SIMD3(1, 1, 0), 0.6)]
    }

    /// Adds the sheen to the canvas pixels inside `clip` (canvas coordinates) that map onto the glass.
    func draw(into canvas: inout Image, clip: ConvexPolygon) {
        guard rect.x0 < rect.x1, rect.y0 < rect.y1 else { return }
        let bounds = clip.bounds
        let width = canvas.width
        let x0 = max(0, Int(bounds.minX.rounded(.down))), x1 = min(width, Int(bounds.maxX.rounded(.up)))
        let y0 = max(0, Int(bounds.minY.rounded(.down))), y1 = min(canvas.height, Int(bounds.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let m = toArt.normalized().m
        let mw = glass.mask.width, mh = glass.mask.height
        let inv = 1 / glass.scale
        let twoSigma2 = 2 * ScreenGlare.softness * ScreenGlare.softness
        let gain = strength * ScreenGlare.peak
        canvas.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt32.self).baseAddress!
            glass.mask.coverage.withUnsafeBufferPointer { maskBuffer in
                let mask = maskBuffer.baseAddress!
                @inline(__always) func at(_ x: Int, _ y: Int) -> Double {
                    x < 0 || y < 0 || x >= mw || y >= mh ? 0 : Double(mask[y * mw + x])
                }
                Parallel.forEachRowBand(width: x1 - x0, height: y1 - y0) { rows in
                    for y in (rows.lowerBound + y0)..<(rows.upperBound + y0) {
                        let py = Double(y) + 0.5
                        let rowU = m[1] * py + m[2], rowV = m[4] * py + m[5], rowW = m[7] * py + m[8]
                        for x in x0..<x1 {
                            let px = Double(x) + 0.5
                            let w = m[6] * px + rowW
                            guard w > 0 else { continue }
                            let u = (m[0] * px + rowU) / w, v = (m[3] * px + rowV) / w
                            guard u >= rect.x0, u < rect.x1, v >= rect.y0, v < rect.y1 else { continue }
                            // The glass's coverage, bilinear between mask pixel centres.
                            let mx = (u - glass.originX) * inv - 0.5, my = (v - glass.originY) * inv - 0.5
                            let ix = Int(mx.rounded(.down)), iy = Int(my.rounded(.down))
                            let fx = mx - Double(ix), fy = my - Double(iy)
                            let top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * fx
                            let bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * fx
                            let cover = (top + (bottom - top) * fy) / 255
                            guard cover > 0 else { continue }
                            let k = cover * gain * sheen(u, v, twoSigma2)
                            guard k >= 1.0 / 512 else { continue }
                            let word = out[y * width + x]
                            let a = Double(word >> 24)
                            @inline(__always) func lift(_ shift: UInt32) -> UInt32 {
                                let c = Double((word >> shift) & 0xFF)
                                return UInt32(min(a, c + k * (a - c)).rounded()) << shift
                            }
                            out[y * width + x] = (word & 0xFF00_0000) | lift(16) | lift(8) | lift(0)
                        }
                    }
                }
            }
        }
    }

    /// The sheen's strength in [0, 1] at an art point.
    @inline(__always) func sheen(_ u: Double, _ v: Double, _ twoSigma2: Double) -> Double {
        let p = origin + u * ex + v * ey
        var view = camera - p
        view /= (view * view).sum().squareRoot()
        let facing = (normal * view).sum()
        let reflected = 2 * facing * normal - view
        var dark = 1.0
        for strip in strips {
            var toLight = strip.point - p
            toLight /= (toLight * toLight).sum().squareRoot()
            let axis = strip.axis
            var across = SIMD3(toLight.y * axis.z - toLight.z * axis.y, toLight.z * axis.x - toLight.x * axis.z,
                               toLight.x * axis.y - toLight.y * axis.x)
            across /= (across * across).sum().squareRoot()
            // The angle between the reflected ray and the plane of the strip and the point.
            let off = (reflected * across).sum()
            // Rays leaving away from the strip's side do not see it; fade smoothly towards them.
            let ahead = min(1, max(0, (reflected * toLight).sum() / 0.4))
            let seen = strip.gain * exp(-off * off / twoSigma2) * ahead * ahead * (3 - 2 * ahead)
            dark *= 1 - seen
        }
        return 1 - dark
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
