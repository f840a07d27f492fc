import Fold
import Codecs
import Raster

/// A finished mock-up: its pixels, the colour profile it carries (the capture's), and the pose
/// it shows. Invariant: `image` is the final output, framed and sized.
public struct RenderedMockup: Sendable {
    public var image: Image
    public var colour: ColourInfo
    public var pose: Pose
    /// The fold angle for a folded pose, else nil.
    public var degrees: Double?
}

/// The capture composited into its flat art, ready to be folded (any number of times, at any
/// angle) and framed. Invariant: `art` is at the working scale (a quarter in preview) and
/// `hinge`, when set, is in `art`'s pixels.
public struct FlatMockup: Sendable {
    public var art: Image
    public var pose: Pose
    public var colour: ColourInfo
    /// The hinge line (x for book, y for laptop) in `art` pixels; nil for unfolded poses.
    public var hinge: Double?
    /// The fold's parameters at the pose's default or requested angle; nil for unfolded poses.
    public var fold: FoldOptions?
}

/// The whole render of one mock-up: check the capture, pick the pose and the art, place the
/// capture, fold when asked, frame the result. Every stage that can fail throws a one-line error.
public enum MockupPipeline {
    /// Renders `capture` (already decoded) from the file `captureFile` into a mock-up.
    public static func render(capture: DecodedImage, captureFile: String, bezels: BezelSource,
                              options: RenderOptions) throws -> RenderedMockup {
        let flat = try prepare(capture: capture, captureFile: captureFile, bezels: bezels, options: options)
        return try finish(flat, options: options)
    }

    /// Checks the capture, resolves the pose and the art, and composes the flat mock-up.
    public static func prepare(capture: DecodedImage, captureFile: String, bezels: BezelSource,
                               options: RenderOptions) throws -> FlatMockup {
        try CaptureCheck.validate(capture.image, file: captureFile)
        let pose = try Pose.resolve(requested: options.pose, captureWidth: capture.image.width,
                                    captureHeight: capture.image.height, file: captureFile)
        let bezel = try bezels.bezel(for: pose)
        var art: Image
        do {
            art = try MockupComposer.compose(capture: capture.image, bezel: bezel, fit: options.fit,
                                             guides: options.guides ? pose.flatPose : nil)
        } catch let error as MockupError {
            throw MockupError.inCapture(file: captureFile, error)
        }
        var hinge: Double?
        var fold: FoldOptions?
        if pose.isFolded {
            hinge = bezel.hinge ?? defaultHinge(of: bezel, pose: pose)
            fold = try foldOptions(for: pose, bezel: bezel, options: options)
        }
        if options.preview {
            art = art.resized(width: max(1, art.width / 4), height: max(1, art.height / 4), filter: .box)
            hinge = hinge.map { $0 / 4 }
            if var f = fold {
                f.thickness /= 4
                f.creaseWidth /= 4
                fold = f
            }
        }
        return FlatMockup(art: art, pose: pose, colour: capture.colour, hinge: hinge, fold: fold)
    }

    /// Folds (at `degrees`, else the prepared angle; onto `canvas` when given) and frames.
    public static func finish(_ flat: FlatMockup, options: RenderOptions, degrees: Double? = nil,
                              canvas: FoldCanvas? = nil) throws -> RenderedMockup {
        var art = flat.art
        var angle: Double?
        if var fold = flat.fold, let hinge = flat.hinge {
            if let degrees { fold.degrees = degrees }
            angle = fold.degrees
            let folded = try canvas.map { try FoldRenderer.render(art: art, hinge: hinge, options: fold, canvas: $0) }
                ?? FoldRenderer.render(art: art, hinge: hinge, options: fold)
            art = folded.image
        }
        return RenderedMockup(image: options.framing.apply(to: art), colour: flat.colour, pose: flat.pose, degrees: angle)
    }

    /// The fold parameters for a folded pose, from the options and the art's manifest values.
    public static func foldOptions(for pose: Pose, bezel: Bezel, options: RenderOptions) throws -> FoldOptions {
        let kind: FoldKind = pose == .book ? .book : .laptop
        var fold = FoldOptions(kind: kind, degrees: options.foldDegrees(for: pose) ?? 180)
        fold.elevation = options.elevation
        fold.distance = options.distance
        fold.thickness = options.thickness ?? bezel.thickness
            ?? DuoDevice.bodyThicknessShare * Double(min(bezel.art.width, bezel.art.height))
        fold.shading = options.shading
        fold.shadow = options.shadow
        fold.creaseWidth = bezel.creaseWidth ?? DuoDevice.creasePoints * bezel.pointScale
        return fold
    }

    /// The hinge line when the art names none: the middle of the screen across the fold.
    public static func defaultHinge(of bezel: Bezel, pose: Pose) -> Double {
        let r = bezel.screen.rect
        return pose == .book ? Double(r.x) + Double(r.width) / 2 : Double(r.y) + Double(r.height) / 2
    }
}
