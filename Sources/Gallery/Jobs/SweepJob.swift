import _Batch
import _Support
import Codecs
import Fold
import Mockup
import Raster

/// A fold rendered at every angle of a range onto one canvas, as `duo-mockup sweep` makes it:
/// the frames, the same frames as an animated PNG, and a page that scrubs through them, in one
/// folder. Invariant: every output is checked before the first is written: never over an input,
/// and over an existing file only when an earlier sweep wrote it and it is unchanged since.
public struct SweepJob: Sendable {
    public var capture: String
    public var outputDirectory: String
    public var from = 180.0
    public var to = 60.0
    public var step = 5.0
    /// The render (its pose nil: the fold the capture's size asks for) and the PNG encoder's settings.
    public var settings = MockupSettings(format: .png)
    public var limits = DecodeLimits()
    public var bezels: BezelChoice = .search
    /// The environment the bezel search and the screen cache read.
    public var environment: [String: String] = [:]

    /// The most frames a sweep renders.
    public static let maxFrames = 721

    public init(capture: String, outputDirectory: String) {
        self.capture = capture
        self.outputDirectory = outputDirectory
    }

    /// Every angle from `from` to `to` by `step` (to a thousandth of a degree), ending on `to`
    /// itself even when the steps do not land on it.
    public var angles: [Double] {
        var angles: [Double] = []
        let direction: Double = to <= from ? -1 : 1
        var d = from
        while direction < 0 ? d >= to - 1e-9 : d <= to + 1e-9 {
            angles.append((d * 1000).rounded() / 1000)
            d += direction * step
        }
        if let last = angles.last, abs(last - to) > 1e-9 { angles.append(to) }
        return angles
    }

    /// Renders every frame, then the animation and the page; `notices` hears warnings and the
    /// example art, `progress` each frame written (done, total, its angle).
    public func run(notices: (JobNotice) -> Void = { _ in },
                    progress: (_ done: Int, _ total: Int, _ degrees: Double) -> Void = { _, _, _ in }) throws -> SweepReport {
        let angles = self.angles
        let dir = outputDirectory
        var options = settings.render
        if let pose = options.pose, !pose.isFolded { throw FoldJobError.notAFold(pose, job: "sweep") }
        let bezels = try self.bezels.load(need: artNeed(angles: angles), environment: environment) {
            notices(.exampleArt(folder: $0))
        }
        let capture = try CaptureOpacity.opaque(try ImageFile.read(path: self.capture, limits: limits), file: self.capture)
        for w in capture.warnings { notices(.warning("\(self.capture): \(w)")) }
        let pose = try options.pose ?? Pose.folded(captureWidth: capture.image.width, captureHeight: capture.image.height,
                                                   file: self.capture, singleArtPose: bezels.singlePose, job: "sweep")
        options.pose = pose
        let cover = try RenderJob.coverCapture(options, limits: limits, notices: notices)
        let twoSided = angles.contains { options.mayShowOuterFaces(pose, degrees: $0) }
        try Folders.create(dir)
        // Names as the gallery makes them (control characters replaced), relative to DIR.
        let stem = try OutputSafety.relativePath(PathText.stem(self.capture))
        func frameFile(_ angle: Double) -> String { "frames/\(stem)-\(pose.name)-\(GalleryPlan.degreesLabel(angle)).png" }
        let animationFile = "\(stem)-\(pose.name)-sweep.png", pageFile = "index.html"
        let outputs = angles.map(frameFile) + [animationFile, pageFile]
        let inputs = [self.capture] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        var safety = OutputSafety(outputDirectory: dir)
        safety.addInputs(inputs)
        for file in outputs { try OutputSafety.refuseOverwriting(output: dir + "/" + file, inputs: inputs) }
        // A file of the user's in the way is refused before anything is made in DIR (not even the
        // lock file), and checked again under the lock, where another run's record is final.
        let unlocked = WrittenFiles(kind: "sweep", safety: safety)
        for file in outputs { try unlocked.checkMayReplace(file) }
        // One run at a time on DIR: a second waits, so that the record is read after the first's.
        let lock = try OutputLock(safety) { notices(.waiting(folder: dir, lockFile: $0)) }
        defer { withExtendedLifetime(lock) {} }
        var written = WrittenFiles(kind: "sweep", safety: safety)
        for file in outputs { try written.checkMayReplace(file) }

        let flat = try MockupPipeline.prepare(capture: capture, captureFile: self.capture, bezels: bezels, options: options,
                                              cover: cover, twoSided: twoSided)
        for w in flat.warnings { notices(.warning(w)) }
        guard let fold = flat.fold, let hinge = flat.hinge else { throw FoldJobError.notAFold(pose, job: "sweep") }
        let canvas = try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge,
                                             options: fold, degrees: angles)
        var frames: [SweepPage.Frame] = []
        var size = (0, 0)
        // The same frames as an animated PNG (12 frames a second, looping) for the page to play.
        let animation = try safety.stream(to: animationFile)
        var animationHash = ContentHashStream()
        var animator: APNGWriter?
        for angle in angles {
            let rendered = try MockupPipeline.finish(flat, options: options, degrees: angle, canvas: canvas)
            let file = frameFile(angle)
            let bytes = try ImageFile.encode(rendered.image, colour: rendered.colour, format: .png, options: settings.encode)
            try written.record(file, hash: WrittenFiles.hash(bytes))
            try safety.write(bytes, to: file)
            if animator == nil {
                animator = APNGWriter(width: rendered.image.width, height: rendered.image.height, frameCount: angles.count,
                                      plays: 0, hasAlpha: !rendered.image.isOpaque || options.framing.background == nil,
                                      colour: rendered.colour, options: settings.encode.png, file: animation.path) {
                    animationHash.add($0)
                    try animation.write($0)
                }
            }
            try animator?.append(rendered.image, delay: FrameDelay(framesPerSecond: 12))
            frames.append(SweepPage.Frame(degrees: angle, file: file))
            size = (rendered.image.width, rendered.image.height)
            progress(frames.count, angles.count, angle)
        }
        try animator?.finish()
        try written.record(animationFile, hash: animationHash.hash.hex)
        try animation.commit()
        let page = SweepPage(title: "\(stem): \(pose.name) from \(GalleryPlan.degreesLabel(from))° to \(GalleryPlan.degreesLabel(to))°",
                             frames: frames, width: size.0, height: size.1, animation: animationFile)
        let html = Array(page.html.utf8)
        try written.record(pageFile, hash: WrittenFiles.hash(html))
        try safety.write(html, to: pageFile)
        // What earlier sweeps wrote here that this one does not make: removed, unless changed since.
        let outcome = try written.finish(keeping: Set(outputs))
        return SweepReport(frames: frames, animation: animationFile, page: pageFile, removed: outcome.removed,
                           keptChanged: outcome.keptChanged)
    }

    /// The art the sweep needs, when the pose is known before decoding (asked for, or the fold a
    /// PNG's declared size asks for); nil (all the art) otherwise.
    private func artNeed(angles: [Double]) -> BezelArtNeed? {
        var pose = settings.render.pose
        if pose == nil, FileBytes.isRegularFile(capture), let size = PNGHeader.size(ofFile: capture) {
            pose = try? Pose.folded(captureWidth: size.width, captureHeight: size.height, file: capture, singleArtPose: nil,
                                    job: "sweep")
        }
        return pose.map { BezelArtNeed(pose: $0, options: settings.render, degrees: angles) }
    }
}

/// What a sweep wrote, relative to its folder: the frames (with their angles), the animation and
/// the page, and what earlier sweeps wrote there that this one removed, or kept because it was
/// changed since. Invariant: `frames` are in the order rendered.
public struct SweepReport: Sendable {
    public var frames: [SweepPage.Frame]
    public var animation: String
    public var page: String
    public var removed: [String]
    public var keptChanged: [String]

    /// Every file written, relative to the folder.
    public var written: [String] { frames.map(\.file) + [animation, page] }
}
