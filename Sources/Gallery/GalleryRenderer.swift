import _Support
import Mockup
import Codecs
import Raster

/// Renders one gallery item: checks its stamp, decodes the capture, renders every planned output,
/// writes each one atomically with its thumbnail, then the stamp. Never throws: every problem
/// becomes a failure in the result, so one bad capture never stops a gallery.
/// Invariant: a stamp is written only when every output of the item was written.
public struct GalleryRenderer: Sendable {
    public var bezels: GalleryBezels
    public var safety: OutputSafety
    public var limits: DecodeLimits
    /// The tool's version, part of every stamp's key.
    public var version: String
    /// Render even what is up to date.
    public var force: Bool

    /// The longer side of a thumbnail, in pixels: the contact sheet's cell, so it draws them unscaled.
    public static let thumbnailSide = ContactSheet.defaultCellSide

    public init(bezels: GalleryBezels, safety: OutputSafety, limits: DecodeLimits, version: String, force: Bool) {
        self.bezels = bezels; self.safety = safety; self.limits = limits; self.version = version; self.force = force
    }

    /// Where the thumbnail of an output lives, relative to OUTDIR.
    public static func thumbnailFile(for output: String) -> String {
        OutputSafety.reservedFolder + "/thumbs/" + PathText.removingExtension(output) + ".png"
    }

    /// Renders `item`; `written` is called (on the calling thread) after each output is written.
    public func render(_ item: GalleryItem, written: (GalleryOutput) -> Void = { _ in }) -> GalleryItemResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = run(item, written: written)
        let elapsed = clock.now - start
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return result
    }

    private func run(_ item: GalleryItem, written: (GalleryOutput) -> Void) -> GalleryItemResult {
        func failed(_ error: Error, outputs: [GalleryOutput] = []) -> GalleryItemResult {
            GalleryItemResult(item: item, status: .failed, outputs: outputs, failures: [describe(error, item: item)])
        }
        let key: String, reuseKey: String
        let stampFile = RenderStamp.file(for: item.name)
        do {
            let captureHash = try ContentHash.ofFile(item.capturePath)
            // The cover's capture is an input too: its bytes are part of what the outputs show.
            let coverHash = try item.options.cover.map { "|cover:\(try ContentHash.ofFile($0))" } ?? ""
            key = RenderStamp.key(captureHash: captureHash, settings: item.settingsKey + coverHash, version: version)
            reuseKey = RenderStamp.key(captureHash: captureHash, settings: item.reuseKey + coverHash, version: version)
        } catch {
            return failed(error)
        }
        let previous = force ? nil : readStamp(stampFile)
        if let stamp = previous,
           stamp.isCurrent(key: key, bezelKey: { bezels.keys[$0] }, outputExists: outputExists) {
            return GalleryItemResult(item: item, status: .upToDate, outputs: stamp.entries.map(\.output))
        }

        let capture: DecodedImage
        let cover: DecodedImage?
        let planned: [GalleryOutput]
        do {
            capture = try CaptureOpacity.opaque(try ImageFile.read(path: item.capturePath, limits: limits),
                                                file: item.capturePath)
            try CaptureCheck.validate(capture.image, file: item.capturePath)
            cover = try item.options.cover.map { try CaptureOpacity.opaque(try ImageFile.read(path: $0, limits: limits), file: $0) }
            planned = try GalleryPlan.outputs(for: item, captureWidth: capture.image.width,
                                              captureHeight: capture.image.height)
        } catch {
            return failed(error)
        }
        if planned.isEmpty { return GalleryItemResult(item: item, status: .nothingToDo) }

        var done: [RenderStamp.Entry] = []
        // Outputs the last run drew with the same settings and art (only poses or angles changed)
        // are kept as they are.
        var toRender = planned
        var kept: [GalleryOutput] = []
        if let stamp = previous, stamp.reuseKey == reuseKey {
            let keptEntries = stamp.entries.filter { e in
                planned.contains(e.output) && bezels.keys[e.output.pose.flatPose] == e.bezelKey && outputExists(e.output.file)
            }
            done = keptEntries
            kept = keptEntries.map(\.output)
            toRender = planned.filter { !kept.contains($0) }
        }
        var failures: [String] = []
        var warnings: [String] = []
        // One flat composition per pose, folded at each of its angles.
        var byPose: [(Pose, [GalleryOutput])] = []
        for o in toRender {
            if let i = byPose.firstIndex(where: { $0.0 == o.pose }) { byPose[i].1.append(o) } else { byPose.append((o.pose, [o])) }
        }
        for (pose, outputs) in byPose {
            var options = item.options
            options.pose = pose
            if pose.isFolded { options.degrees = outputs[0].degrees }
            let flat: FlatMockup
            do {
                // A cover capture, a --lit choice, or any of the pose's angles seen from outside
                // needs the outer faces' art.
                let twoSided = outputs.contains { options.mayShowOuterFaces(pose, degrees: $0.degrees) }
                flat = try MockupPipeline.prepare(capture: capture, captureFile: item.capturePath,
                                                  bezels: bezels.source, options: options, cover: cover, twoSided: twoSided)
            } catch {
                failures += outputs.map { "\($0.file): \(describe(error, item: item))" }
                continue
            }
            for w in flat.warnings where !warnings.contains(w) { warnings.append(w) }
            for output in outputs {
                do {
                    let rendered = try MockupPipeline.finish(flat, options: options, degrees: output.degrees)
                    try write(rendered, output: output, encode: item.encode)
                    done.append(RenderStamp.Entry(output: output, bezelKey: bezels.keys[pose.flatPose] ?? "none"))
                    written(output)
                } catch {
                    failures.append("\(output.file): \(describe(error, item: item))")
                }
            }
        }
        if !failures.isEmpty {
            var result = GalleryItemResult(item: item, status: .failed, outputs: done.map(\.output), failures: failures)
            result.warnings = warnings
            return result
        }
        do {
            try safety.write(Array(RenderStamp(key: key, entries: done, reuseKey: reuseKey).text.utf8), to: stampFile,
                             allowReserved: true)
        } catch {
            return failed(error, outputs: done.map(\.output))
        }
        var result = GalleryItemResult(item: item, status: .rendered, outputs: done.map(\.output))
        result.kept = kept
        result.warnings = warnings
        return result
    }

    /// Writes the output (atomically; the format follows the name's extension) and its thumbnail.
    private func write(_ rendered: RenderedMockup, output: GalleryOutput, encode: EncodeOptions) throws {
        try safety.write(rendered.image, colour: rendered.colour, to: output.file, options: encode)
        try safety.write(Self.thumbnail(of: rendered.image), colour: rendered.colour, to: Self.thumbnailFile(for: output.file),
                         allowReserved: true)
    }

    /// The image shrunk (box filter, premultiplied) so its longer side is at most `thumbnailSide`.
    public static func thumbnail(of image: Image) -> Image {
        let longer = max(image.width, image.height)
        guard longer > thumbnailSide else { return image }
        let s = Double(thumbnailSide) / Double(longer)
        return image.resized(width: max(1, Int((Double(image.width) * s).rounded())),
                             height: max(1, Int((Double(image.height) * s).rounded())), filter: .box)
    }

    private func readStamp(_ file: String) -> RenderStamp? {
        guard let path = try? safety.resolve(file, allowReserved: true),
              let bytes = try? FileBytes.read(path) else { return nil }
        return RenderStamp.parse(String(decoding: bytes, as: UTF8.self))
    }

    private func outputExists(_ file: String) -> Bool {
        guard let path = try? safety.resolve(file) else { return false }
        return FileBytes.isRegularFile(path)
    }

    /// An error as one line that names the capture.
    private func describe(_ error: Error, item: GalleryItem) -> String {
        let text = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.contains(item.capturePath) ? text : "\(item.capturePath): \(text)"
    }
}
