import Foundation
import Raster

/// The metal frame's shading: a rounded cross-section lit from the top left, so the outer edge
/// catches a highlight where it faces the light and falls into shade where it faces away:
/// invariant: the colour depends only on the distance from the screen's outline and on which
/// way the outline faces there.
struct FrameShading {
    /// The screen's rounded rectangle, which every band of the device is concentric with.
    var screen: RectF
    var screenRadius: Double
    /// The band's inner and outer distances from the screen's outline.
    var inner: Double
    var outer: Double

    /// The distance of (x, y) from the screen's outline (outside positive) and the outward
    /// direction of the outline nearest to it.
    func distanceAndNormal(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        let hx = screen.width / 2 - screenRadius, hy = screen.height / 2 - screenRadius
        let px = x - screen.midX, py = y - screen.midY
        let qx = abs(px) - hx, qy = abs(py) - hy
        if qx > 0 && qy > 0 {
            let length = (qx * qx + qy * qy).squareRoot()
            return (length - screenRadius, qx / length * (px < 0 ? -1 : 1), qy / length * (py < 0 ? -1 : 1))
        }
        return qx > qy ? (qx - screenRadius, px < 0 ? -1 : 1, 0) : (qy - screenRadius, 0, py < 0 ? -1 : 1)
    }

    /// Brightness for a point of the band: `t` from 0 (inner) to 1 (outer), `facing` the cosine
    /// between the outline's outward direction and the direction to the light.
    static func brightness(t: Double, facing: Double) -> Double {
        func smooth(_ a: Double, _ b: Double, _ x: Double) -> Double {
            let u = min(max((x - a) / (b - a), 0), 1)
            return u * u * (3 - 2 * u)
        }
        // How far the surface tilts outwards (the rounded outer edge) or inwards (towards the glass).
        let tilt = smooth(0.45, 1, t) - 0.35 * smooth(0.3, 0, t)
        let highlight = exp(-pow((t - 0.86) / 0.06, 2)) * max(facing, 0.15)
        return 0.62 + 0.34 * tilt * facing + 0.3 * highlight - 0.12 * smooth(0.6, 1, t) * (1 - facing) / 2
    }

    /// The shaded band over `area`, opaque; the caller clips it to the frame's outline.
    func image(over area: PixelRect, tint: (r: Double, g: Double, b: Double)) -> Image {
        let light = (x: -0.6, y: -0.8)
        return Image(width: area.width, height: area.height) { raw in
            let out = raw.bindMemory(to: UInt8.self)
            for row in 0..<area.height {
                let y = Double(area.y + row) + 0.5
                // A faint top-to-bottom falloff over the whole device.
                let fall = 1 - 0.08 * (y - screen.minY) / max(screen.height, 1)
                for column in 0..<area.width {
                    let (d, nx, ny) = distanceAndNormal(Double(area.x + column) + 0.5, y)
                    let t = min(max((d - inner) / (outer - inner), 0), 1)
                    let b = FrameShading.brightness(t: t, facing: nx * light.x + ny * light.y) * fall
                    let i = (row * area.width + column) * 4
                    out[i] = UInt8(min(max(tint.r * b * 255, 0), 255))
                    out[i + 1] = UInt8(min(max(tint.g * b * 255, 0), 255))
                    out[i + 2] = UInt8(min(max(tint.b * b * 255, 0), 255))
                    out[i + 3] = 255
                }
            }
        }
    }
}
