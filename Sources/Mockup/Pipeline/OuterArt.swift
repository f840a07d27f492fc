import Fold
import Colour
import Raster

/// The pictures on a mock-up's outer faces (Docs/Geometry.md, "Pictures on the outer faces"),
/// for the inner art they go behind: the cover picture (the set's `closed` art on a book and on
/// `open`, its `closed-turned` art on a laptop and on `upright`) with the cover capture and with a
/// black screen, and the back (the set's `back` art, turned a quarter counter-clockwise where the
/// leaves are landscape); each placed on the region of the art its leaf covers. A picture the set
/// has no art for is left out: that face is the plain material. Invariant: `coverLit` and
/// `coverDark` are one picture with two screens (the same size, body and glass).
public struct OuterArt: Sendable {
    /// The cover picture with the cover capture; nil without one (the cover glass is then dark).
    public var coverLit: OuterPicture?
    /// The cover picture with a black screen.
    public var coverDark: OuterPicture?
    public var back: OuterPicture?

    public init(coverLit: OuterPicture? = nil, coverDark: OuterPicture? = nil, back: OuterPicture? = nil) {
        self.coverLit = coverLit; self.coverDark = coverDark; self.back = back
    }

    /// The outer faces with the cover lit `light` (0 black glass … 1 the capture; between, the two mixed).
    public func faces(coverLight light: Double) -> OuterFaces {
        var pictures: [OuterPicture] = []
        if let dark = coverDark {
            if let lit = coverLit, light > 0 {
                pictures.append(light >= 1 ? lit : dark.with(image: dark.image.mixed(with: lit.image, amount: light)))
            } else {
                pictures.append(dark)
            }
        }
        if let back { pictures.append(back) }
        return OuterFaces(pictures: pictures)
    }

    /// The same pictures at `factor` of their size (a preview's quarter, a small recording's half),
    /// their glass with them.
    func scaled(by factor: Double) -> OuterArt {
        func scale(_ p: OuterPicture?) -> OuterPicture? {
            guard let p else { return nil }
            let r = p.region
            let size = (max(1, Int(Double(p.image.width) * factor)), max(1, Int(Double(p.image.height) * factor)))
            return OuterPicture(image: p.image.resized(width: size.0, height: size.1, filter: .box),
                                region: (r.x0 * factor, r.y0 * factor, r.x1 * factor, r.y1 * factor),
                                glass: p.glass?.scaled(by: factor))
        }
        return OuterArt(coverLit: scale(coverLit), coverDark: scale(coverDark), back: scale(back))
    }

    /// The outer pictures of `pose` for an inner (or cover) art of `artWidth × artHeight` with its
    /// hinge at `hinge` (nil for the cover poses), from `set` (nil: a single bezel, whose device
    /// has no known outside), with `cover` on the cover's screen, placed as `fit` says; the art is
    /// converted into the working space `space` (`cover` already is in it).
    static func make(pose: Pose, artWidth: Int, artHeight: Int, hinge: Double?, set: BezelSet?, cover: Image?,
                     coverFile: String?, fit: FitMode?, space: ColourSpace = .sRGB) throws -> OuterArt {
        let (w, h) = (Double(artWidth), Double(artHeight))
        let landscapeLeaves = pose.flatPose == .upright || pose.flatPose == .closedTurned
        // Where each picture goes: the leaf's rectangle, or the whole art for the shut cover poses.
        let coverRegion: (x0: Double, y0: Double, x1: Double, y1: Double)?
        let backRegion: (x0: Double, y0: Double, x1: Double, y1: Double)
        switch pose.flatPose {
        case .open:
            let x = hinge ?? w / 2
            (coverRegion, backRegion) = ((0, 0, x, h), (x, 0, w, h))
        case .upright:
            let y = hinge ?? h / 2
            (coverRegion, backRegion) = ((0, 0, w, y), (0, y, w, h))
        default:
            (coverRegion, backRegion) = (nil, (0, 0, w, h))
        }
        var outer = OuterArt()
        if let coverRegion, let set, var bezel = try? set.bezel(for: landscapeLeaves ? .closedTurned : .closed) {
            ColourConversion(from: bezel.colour, to: space).apply(to: &bezel.art)
            let glass = GlassArea(screen: bezel.screen)
            let screen = bezel.screen.rect
            let black = Image(width: screen.width, height: screen.height, fill: .black)
            outer.coverDark = OuterPicture(image: try MockupComposer.compose(capture: black, bezel: bezel, fit: .stretch),
                                           region: coverRegion, glass: glass)
            if var cover {
                // A capture of the cover held the other way is turned as the cover's art is.
                if (cover.width > cover.height) != (screen.width > screen.height) {
                    cover = cover.oriented(.quarterTurnCounterClockwise)
                }
                do {
                    outer.coverLit = OuterPicture(image: try MockupComposer.compose(capture: cover, bezel: bezel, fit: fit),
                                                  region: coverRegion, glass: glass)
                } catch let error as MockupError {
                    throw MockupError.inCapture(file: coverFile ?? "the cover capture", error)
                }
            }
        }
        if let back = set?.back {
            let art = ColourConversion(from: back.colour, to: space).applied(to: back.art)
            let image = landscapeLeaves ? art.oriented(.quarterTurnCounterClockwise) : art
            outer.back = OuterPicture(image: image, region: backRegion)
        }
        return outer
    }
}
