import Raster
import Warp

/// A picture on an outer face (Docs/Geometry.md, "Pictures on the outer faces"): the image, the
/// rectangle of the art frame whose outer face it goes on (a leaf's, or the whole art for a flat
/// pose), and where its glass is, for the glare. It is placed by its body onto the art's body in
/// that rectangle, mirrored in the art's x. Invariant: `body` is the bounding box of the image's
/// pixels with alpha ≥ 128 (nil when it has none, and then it is not drawn).
public struct OuterPicture: Sendable {
    public let image: Image
    public let region: (x0: Double, y0: Double, x1: Double, y1: Double)
    /// The glass in the image's own pixels; nil: the picture takes no glare.
    public let glass: GlassArea?
    public let body: (x0: Double, y0: Double, x1: Double, y1: Double)?

    public init(image: Image, region: (x0: Double, y0: Double, x1: Double, y1: Double), glass: GlassArea? = nil) {
        self.image = image
        self.region = region
        self.glass = glass
        body = OuterPicture.body(of: image)
    }

    /// The same picture with another image of the same size (a lit and a dark panel share their body).
    public func with(image other: Image) -> OuterPicture {
        precondition(other.width == image.width && other.height == image.height, "the same picture, another image")
        return OuterPicture(image: other, region: region, glass: glass, body: body)
    }

    private init(image: Image, region: (x0: Double, y0: Double, x1: Double, y1: Double), glass: GlassArea?,
                 body: (x0: Double, y0: Double, x1: Double, y1: Double)?) {
        self.image = image; self.region = region; self.glass = glass; self.body = body
    }

    /// The bounding box of the pixels with alpha ≥ 128, in pixel edges.
    static func body(of image: Image) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        image.withUnsafeBytes { raw in
            let p = raw.bindMemory(to: UInt8.self)
            for y in 0..<image.height {
                let row = y * image.width * 4
                var lo = 0
                while lo < image.width && p[row + lo * 4 + 3] < 128 { lo += 1 }
                guard lo < image.width else { continue }
                var hi = image.width - 1
                while p[row + hi * 4 + 3] < 128 { hi -= 1 }
                x0 = min(x0, lo); x1 = max(x1, hi + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
            }
        }
        guard x0 < x1, y0 < y1 else { return nil }
        return (Double(x0), Double(y0), Double(x1), Double(y1))
    }

    /// The map from art px (on the outer face) to the picture's px, placing the picture's body
    /// on `leafBody`: x = x1 − (u − u0)·(x1 − x0)/(u1 − u0), y = y0 + (v − v0)·(y1 − y0)/(v1 − v0),
    /// inverted. nil when either box is empty.
    func artToPicture(leafBody b: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Homography? {
        guard let p = body, b.x1 > b.x0, b.y1 > b.y0 else { return nil }
        let ku = (p.x1 - p.x0) / (b.x1 - b.x0), kv = (p.y1 - p.y0) / (b.y1 - b.y0)
        return Homography([-ku, 0, p.x0 + b.x1 * ku, 0, kv, p.y0 - b.y0 * kv, 0, 0, 1])
    }
}

/// What the outer faces show: pictures placed on them, and everywhere else the body's material
/// (Docs/Geometry.md, "Pictures on the outer faces"). Invariant: none; an empty list is the plain body.
public struct OuterFaces: Sendable {
    public var pictures: [OuterPicture]

    public init(pictures: [OuterPicture] = []) { self.pictures = pictures }

    /// The plain body: nothing but the material.
    public static let plain = OuterFaces()
}
