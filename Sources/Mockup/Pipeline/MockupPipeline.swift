import Fold
import Codecs
import Colour
import Raster

/// A finished mock-up: its pixels, the space they are in and the profile that says so, and the
/// pose it shows. Invariant: `image` is the final output, framed and sized, in `space`, and
/// `colour` is `space`'s profile.
public struct RenderedMockup: Sendable {
    public var image: Image
    public var colour: ColourInfo
    public var pose: Pose
    /// The fold angle for a folded pose, else nil.
    public var degrees: Double?
    /// The output's working space.
    public var space: ColourSpace = .sRGB
    /// Colour information of the inputs that could not be used, one line each naming its file.
    public var warnings: [String] = []
    /// Where the capture's pixels are drawn in `image` (`CaptureMapping`).
    public var mapping: CaptureMapping? = nil
    /// The zoom callout's rectangle cut from the capture (before any highlight), in `space`.
    public var zoomSource: Image? = nil
}

/// The capture composited into its flat art, ready to be folded (any number of times, at any
/// angle) and framed. Invariant: `art` is at the working scale (a quarter in preview) and
/// `hinge`, when set, is in `art`'s pixels; `art` is in `space` (capture and art converted into
/// it), and `colour` is `space`'s profile.
public struct FlatMockup: Sendable {
    public var art: Image
    public var pose: Pose
    /// The profile an output of this mock-up carries.
    public var colour: ColourInfo
    /// The hinge line (x for book, y for laptop) in `art` pixels; nil for unfolded poses.
    public var hinge: Double?
    /// The fold's parameters at the pose's default or requested angle; nil for unfolded poses.
    public var fold: FoldOptions?
    /// A flat pose seen through a turned or tilted camera (or with glare): its single plane's
    /// parameters (kind `.flat`); nil when the flat pose is its art as it is.
    public var plane: FoldOptions? = nil
    /// The inner art with a black screen (the inner display dark), when a picture may need it.
    public var darkArt: Image? = nil
    /// The outer faces' pictures, when a picture may show them (else they are the plain body).
    public var outer: OuterArt? = nil
    /// The working space.
    public var space: ColourSpace = .sRGB
    /// Colour information of the capture and the art that could not be used, naming each file.
    public var warnings: [String] = []
    /// Where the capture's pixels are drawn in `art` (no fold yet: `geometry` nil, `toImage` the identity).
    public var captureMapping: CaptureMapping? = nil
    /// The zoom callout's rectangle cut from the capture (before any highlight), in `space`.
    public var zoomSource: Image? = nil
}

/// The whole render of one mock-up: check the capture, pick the pose and the art, place the
/// capture, fold when asked, frame the result. Every stage that can fail throws a one-line error.
public enum MockupPipeline {
    /// Renders `capture` (already decoded) from the file `captureFile` into a mock-up.
    /// `cover` is the cover display's capture (`options.cover` names its file), if any.
    public static func render(capture: DecodedImage, captureFile: String, bezels: BezelSource,
                              options: RenderOptions, cover: DecodedImage? = nil) throws -> RenderedMockup {
        let flat = try prepare(capture: capture, captureFile: captureFile, bezels: bezels, options: options, cover: cover)
        return try finish(flat, options: options)
    }

    /// Checks the capture, resolves the pose and the art, and composes the flat mock-up in the
    /// working space `options.colourSpace` chooses: the capture and the art are each converted
    /// into it from their own spaces (nothing is done for a space that is the working one).
    ///
    /// A caller done with `bezels` passes it with `consume`: when nothing else shares the art,
    /// the capture is then drawn into it in place rather than into a copy (a render's art is
    /// tens of MB). Otherwise (a gallery's shared set) the art is copied first, as always.
    ///
    /// `cover` is the cover display's capture (`options.cover` names its file). The outer faces'
    /// pictures and a dark inner art are made when `twoSided` says a picture may need them (a
    /// clip knows its frames); nil decides for the one picture `options` describe: when it shows
    /// an outer face, lights the cover, or a cover capture or a `lit` choice is given.
    public static func prepare(capture: DecodedImage, captureFile: String, bezels: consuming BezelSource,
                               options: RenderOptions, cover: DecodedImage? = nil,
                               twoSided: Bool? = nil) throws -> FlatMockup {
        let capture = try CaptureOpacity.opaque(capture, file: captureFile)
        try CaptureCheck.validate(capture.image, file: captureFile)
        let pose = try Pose.resolve(requested: options.pose ?? bezels.singlePose, captureWidth: capture.image.width,
                                    captureHeight: capture.image.height, file: captureFile)
        // The rest of the set, for the outer faces (without this pose's art, so the capture is
        // still drawn into that art in place).
        var others: BezelSet?
        if case .set(var set) = bezels {
            _ = try? set.takeBezel(for: pose)
            others = set
        }
        var bezel = try bezels.takeBezel(for: pose)
        let captureColour = ColourSpace.of(capture.colour)
        let space = options.colourSpace.resolve(capture: captureColour.space)
        var warnings = [captureColour.warning(file: captureFile), bezel.colourWarning].compactMap { $0 }
        var captureImage = ColourConversion(from: captureColour.space, to: space).applied(to: capture.image)
        // Callouts: their rectangles checked against the capture, the zoom's cut out sharp, the
        // highlight drawn into the capture so that the fold carries it.
        let callouts = options.callouts
        try callouts.check(captureWidth: captureImage.width, captureHeight: captureImage.height, file: captureFile)
        let zoomSource = callouts.zoom.map { captureImage.cropped(to: $0.region) }
        if let highlight = callouts.highlight { captureImage = highlight.applied(to: captureImage) }
        let screenRect = bezel.screen.rect
        ColourConversion(from: bezel.colour, to: space).apply(to: &bezel.art)
        // The flat output is the art framed (a fold's canvas is at least as large): refuse an
        // output over the limit before composing anything.
        let working = options.workingDivisor
        try options.framing.atWorkingScale(divisor: working)
            .checkLimit(width: max(1, bezel.art.width / working), height: max(1, bezel.art.height / working))
        var hinge: Double?
        var fold: FoldOptions?
        if pose.isFolded {
            hinge = bezel.hinge ?? defaultHinge(of: bezel, pose: pose)
            fold = try foldOptions(for: pose, bezel: bezel, options: options)
        }
        let plane = !pose.isFolded && options.needsFlatPlane ? try foldOptions(for: pose, bezel: bezel, options: options) : nil
        let sides = try twoSided ?? needsOuterArt(pose: pose, bezel: bezel, hinge: hinge, view: fold ?? plane,
                                                  options: options, hasCover: cover != nil)
        var darkArt: Image?
        var outer: OuterArt?
        if sides {
            if let coverCapture = cover { try CaptureCheck.validate(coverCapture.image, file: options.cover ?? "the cover capture") }
            // The cover's capture, as the capture, in the working space.
            let coverColour = cover.map { ColourSpace.of($0.colour) }
            if let w = coverColour?.warning(file: options.cover ?? "the cover capture") { warnings.append(w) }
            let coverImage = cover.map { ColourConversion(from: coverColour!.space, to: space).applied(to: $0.image) }
            outer = try OuterArt.make(pose: pose, artWidth: bezel.art.width, artHeight: bezel.art.height, hinge: hinge,
                                      set: others, cover: coverImage, coverFile: options.cover, fit: options.fit,
                                      space: space)
            if pose.display == .inner {
                let screen = bezel.screen.rect
                darkArt = try MockupComposer.compose(capture: Image(width: screen.width, height: screen.height, fill: .black),
                                                     bezel: bezel, fit: .stretch)
            }
        }
        var art: Image
        do {
            art = try MockupComposer.compose(capture: captureImage, bezel: consume bezel, fit: options.fit,
                                             guides: options.guides ? pose.flatPose : nil)
        } catch let error as MockupError {
            // A capture of another pose's shape is named for what it is, not by its aspect ratio.
            if case .aspectMismatch = error,
               let shaped = Pose.shaped(captureWidth: capture.image.width, captureHeight: capture.image.height),
               shaped != pose.flatPose {
                throw MockupError.inCapture(file: captureFile, .wrongPose(
                    captureWidth: capture.image.width, captureHeight: capture.image.height, capturePose: shaped, requested: pose))
            }
            throw MockupError.inCapture(file: captureFile, error)
        }
        let placement = try Placement.compute(capture: (captureImage.width, captureImage.height),
                                              screen: (screenRect.width, screenRect.height), fit: options.fit)
        let captureMapping = CaptureMapping(
            captureWidth: captureImage.width, captureHeight: captureImage.height,
            toArt: .init(scaleX: Double(placement.scaledWidth) / Double(captureImage.width),
                         scaleY: Double(placement.scaledHeight) / Double(captureImage.height),
                         dx: Double(screenRect.x + placement.offsetX), dy: Double(screenRect.y + placement.offsetY)),
            geometry: nil, toImage: .identity)
        if options.preview {
            art = art.resized(width: max(1, art.width / working), height: max(1, art.height / working), filter: .box)
        }
        let flat = FlatMockup(art: art, pose: pose, colour: space.colourInfo, hinge: hinge, fold: fold, plane: plane,
                              darkArt: darkArt, outer: outer, space: space, warnings: warnings,
                              captureMapping: captureMapping, zoomSource: zoomSource)
        return options.preview ? flat.withGeometry(scaledBy: 1 / Double(working)) : flat
    }

    /// True when the one picture `options` describe needs the outer art or the dark inner art:
    /// it shows an outer face, lights the cover, or a cover capture or a `lit` choice is given.
    static func needsOuterArt(pose: Pose, bezel: Bezel, hinge: Double?, view: FoldOptions?, options: RenderOptions,
                              hasCover: Bool) throws -> Bool {
        if hasCover || options.lit != .auto { return true }
        guard let view else { return false }
        let g = try FoldGeometry(kind: view.kind, artWidth: bezel.art.width, artHeight: bezel.art.height,
                                 hinge: hinge ?? Double(bezel.art.width) / 2, degrees: view.degrees,
                                 elevation: view.elevation, camera: view.camera)
        return !g.showsFrontsOnly(thickness: view.thickness)
            || (pose.display == .inner && stillLight(g, thickness: view.thickness, lit: options.lit) != .innerOnly)
    }

    /// The light of a still (`LitPanels.still`): how squarely the camera faces the cover (the side
    /// −1 leaf's outer face; a flat plane's back) and the inner display (the best-seen front).
    package static func stillLight(_ g: FoldGeometry, thickness: Double, lit: LitPanels) -> PanelLight {
        let cover = g.leaves.first { $0.side < 0 } ?? g.leaves[0]
        let innerFacing = g.leaves.map { $0.normal.z }.max() ?? 1
        return lit.still(degrees: g.degrees, coverFacing: -cover.normal.z, innerFacing: innerFacing)
    }

    /// Folds (at `degrees`, else the prepared angle; seen from `camera`, else the prepared one;
    /// onto `canvas` when given) and frames. When --width or --scale change the size, the fold is
    /// drawn straight at the output's size (`FoldCanvas.framed`): the canvas padded and mapped onto
    /// exactly the size `OutputFraming.outputSize` gives, the full-size art sampled once, no resize.
    /// A flat pose without a camera is its art as it is: it is padded and resized (Lanczos-3).
    /// A caller done with `flat` passes it with `consume`, so the flat art is released as soon as
    /// the fold has drawn it.
    ///
    /// `light` says how lit each display is (a clip's frame knows); nil: the still's own light
    /// (`stillLight`). A dark display shows black glass; between, the two are mixed.
    package static func finish(_ flat: consuming FlatMockup, options: RenderOptions, degrees: Double? = nil,
                              camera: Camera? = nil, canvas: FoldCanvas? = nil,
                              light: PanelLight? = nil, underlay: Image? = nil) throws -> RenderedMockup {
        // A preview is the full output at a quarter: padding and --width scale with the art.
        var framing = options.framing.atWorkingScale(divisor: options.workingDivisor)
        let (pose, colour, space, warnings) = (flat.pose, flat.colour, flat.space, flat.warnings)
        let (captureMapping, zoomSource) = (flat.captureMapping, flat.zoomSource)
        // The background the user gave is converted into the working space.
        framing.background = framing.background.map {
            ColourConversion(from: options.backgroundSpace.space, to: space).convert($0)
        }
        var angle: Double?
        let view: (options: FoldOptions, hinge: Double)
        if var fold = flat.fold, let hinge = flat.hinge {
            if let degrees { fold.degrees = degrees }
            if let camera { fold.camera = camera }
            angle = fold.degrees
            view = (fold, hinge)
        } else if let plane = flat.plane {
            view = (plane, Double(flat.art.width) / 2)
        } else {
            let art = (consume flat).art
            try framing.checkLimit(width: art.width, height: art.height)
            let image = framing.apply(to: art)
            // Padded, then resized: each axis by the output's size over the padded art's.
            let p = Double(framing.padding)
            let sx = Double(image.width) / (Double(art.width) + 2 * p), sy = Double(image.height) / (Double(art.height) + 2 * p)
            let mapping = captureMapping.map {
                CaptureMapping(captureWidth: $0.captureWidth, captureHeight: $0.captureHeight, toArt: $0.toArt, geometry: nil,
                               toImage: .init(scaleX: sx, scaleY: sy, dx: p * sx, dy: p * sy))
            }
            return RenderedMockup(image: image, colour: colour, pose: pose, degrees: nil, space: space,
                                  warnings: warnings, mapping: mapping, zoomSource: zoomSource)
        }
        let (darkArt, outerArt) = (flat.darkArt, flat.outer)
        var art: Image? = (consume flat).art
        let (artWidth, artHeight) = (art!.width, art!.height)
        var outer: OuterFaces?
        if outerArt != nil || darkArt != nil {
            let g = try FoldGeometry(kind: view.options.kind, artWidth: artWidth, artHeight: artHeight, hinge: view.hinge,
                                     degrees: view.options.degrees, elevation: view.options.elevation,
                                     camera: view.options.camera)
            let shown = pose.display == .inner
                ? light ?? stillLight(g, thickness: view.options.thickness, lit: options.lit) : .innerOnly
            if let darkArt, shown.inner < 1 { art = darkArt.mixed(with: art!, amount: shown.inner) }
            outer = outerArt?.faces(coverLight: shown.cover)
        }
        let native = try canvas ?? FoldRenderer.canvas(artWidth: artWidth, artHeight: artHeight, hinge: view.hinge,
                                                       options: view.options, degrees: [view.options.degrees])
        try framing.checkLimit(width: native.width, height: native.height)
        let (target, resizes) = drawingCanvas(native, framing: framing)
        let folded = try FoldRenderer.render(art: art!, hinge: view.hinge, options: view.options, canvas: target,
                                             outer: outer, underlay: underlay).image
        art = nil   // the flat art is done with before the framing allocates
        let image = resizes ? framing.backed(folded) : framing.apply(to: folded)
        // The art frame onto the canvas (`FoldCanvas.place`), then the padding when it is added after.
        let pad = resizes ? 0 : Double(framing.padding)
        let mapping = try captureMapping.map {
            CaptureMapping(captureWidth: $0.captureWidth, captureHeight: $0.captureHeight, toArt: $0.toArt,
                           geometry: try FoldGeometry(kind: view.options.kind, artWidth: artWidth, artHeight: artHeight,
                                                      hinge: view.hinge, degrees: view.options.degrees,
                                                      elevation: view.options.elevation, camera: view.options.camera),
                           toImage: .init(scaleX: target.scaleX, scaleY: target.scaleY,
                                          dx: -Double(target.originX) * target.scaleX + pad,
                                          dy: -Double(target.originY) * target.scaleY + pad))
        }
        return RenderedMockup(image: image, colour: colour, pose: pose, degrees: angle, space: space, warnings: warnings,
                              mapping: mapping, zoomSource: zoomSource)
    }

    /// The canvas a fold on `native` is drawn onto for `framing`: `native` itself, or `native`
    /// framed to the output's size when the framing resizes (the fold is then drawn at that size).
    static func drawingCanvas(_ native: FoldCanvas, framing: OutputFraming) -> (canvas: FoldCanvas, resizes: Bool) {
        guard framing.resizes(width: native.width, height: native.height) else { return (native, false) }
        let size = framing.framedSize(width: native.width, height: native.height)
        return (native.framed(padding: framing.padding, width: size.width, height: size.height), true)
    }

    /// What `finish` draws the fold of `flat` over on `canvas` (its shadow), drawn once: `finish`
    /// takes it as its `underlay` for every picture of the same outline in that art (a recording's
    /// frames, which change only the screen's pixels). Nil for a flat pose as it is.
    package static func underlay(_ flat: FlatMockup, options: RenderOptions, canvas: FoldCanvas) throws -> Image? {
        let framing = options.framing.atWorkingScale(divisor: options.workingDivisor)
        let view: (options: FoldOptions, hinge: Double)
        if let fold = flat.fold, let hinge = flat.hinge { view = (fold, hinge) }
        else if let plane = flat.plane { view = (plane, Double(flat.art.width) / 2) }
        else { return nil }
        return try FoldRenderer.underlay(art: flat.art, hinge: view.hinge, options: view.options,
                                         canvas: drawingCanvas(canvas, framing: framing).canvas)
    }

    /// The fold parameters for a pose, from the options and the art's manifest values: a book or
    /// a laptop, or the single plane of a flat pose seen through the camera.
    package static func foldOptions(for pose: Pose, bezel: Bezel, options: RenderOptions) throws -> FoldOptions {
        let kind = pose.foldKind
        var fold = FoldOptions(kind: kind, degrees: options.foldDegrees(for: pose) ?? 180)
        fold.elevation = options.elevation
        fold.camera = options.camera
        try FoldOptions.checkThickness(options.thickness ?? 0, artWidth: bezel.art.width, artHeight: bezel.art.height)
        fold.thickness = options.thickness ?? bezel.thickness
            ?? DuoDevice.bodyThicknessShare * Double(min(bezel.art.width, bezel.art.height))
        fold.shading = options.shading
        fold.shadow = options.shadow
        fold.glare = options.glare
        fold.glass = GlassArea(screen: bezel.screen)
        if kind != .flat { fold.creaseWidth = bezel.creaseWidth ?? DuoDevice.creasePoints * bezel.pointScale }
        return fold
    }

    /// The hinge line when the art names none: the middle of the screen across the fold.
    package static func defaultHinge(of bezel: Bezel, pose: Pose) -> Double {
        let r = bezel.screen.rect
        return pose == .book ? Double(r.x) + Double(r.width) / 2 : Double(r.y) + Double(r.height) / 2
    }
}
