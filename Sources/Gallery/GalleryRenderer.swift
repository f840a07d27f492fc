import _Batch
import _Support
import Mockup
import Motion
import Codecs
import Raster

/// Renders one gallery item: checks its stamp, decodes the capture, renders every planned output,
/// writes each one atomically with its thumbnail, then the stamp. Never throws: every problem
/// becomes a failure in the result, so one bad capture never stops a gallery.
/// Invariant: a stamp is written only when every output of the item was written.
package struct GalleryRenderer: Sendable {
    package var bezels: BatchBezels
    package var safety: OutputSafety
    package var limits: DecodeLimits
    /// The tool's version, part of every stamp's key.
    package var version: String
    /// Render even what is up to date.
    package var force: Bool
    /// ffmpeg and ffprobe, for recording captures (nil: each recording fails, saying so).
    package var tools: FFmpegTools?
    /// How an item's failure is worded (a command line spells the settings an error names as
    /// its flags); the error's description unless set.
    package var wording: @Sendable (any Error) -> String = { String(describing: $0) }

    /// The longer side of a thumbnail, in pixels: the contact sheet's cell, so it draws them unscaled.
    package static let thumbnailSide = ContactSheet.defaultCellSide

    package init(bezels: BatchBezels, safety: OutputSafety, limits: DecodeLimits, version: String, force: Bool,
                tools: FFmpegTools? = nil) {
        self.bezels = bezels; self.safety = safety; self.limits = limits; self.version = version; self.force = force
        self.tools = tools
    }

    /// The poster still beside a recording's video output, relative to OUTDIR: `<stem>-poster.png`.
    package static func posterFile(for output: String) -> String {
        PathText.removingExtension(output) + "-poster.png"
    }

    /// Where the thumbnail of an output lives, relative to OUTDIR.
    package static func thumbnailFile(for output: String) -> String {
        OutputSafety.reservedFolder + "/thumbs/" + PathText.removingExtension(output) + ".png"
    }

    /// Renders `item`; `written` is called (on the calling thread) after each output is written.
    package func render(_ item: GalleryItem, written: (GalleryOutput) -> Void = { _ in }) -> GalleryItemResult {
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
        // A recording's output is its video and the poster beside it.
        let exists: (String) -> Bool = { file in
            outputExists(file) && (!item.isRecording || outputExists(Self.posterFile(for: file)))
        }
        let previous = force ? nil : readStamp(stampFile)
        if let stamp = previous,
           stamp.isCurrent(key: key, bezelKey: { bezels.keys[$0] }, outputExists: exists) {
            return GalleryItemResult(item: item, status: .upToDate, outputs: stamp.entries.map(\.output))
        }

        var capture: DecodedImage?
        var recording: Recording?
        var cover: DecodedImage?
        let planned: [GalleryOutput]
        do {
            if item.isRecording {
                guard let tools else { throw FFmpegTools.missing(file: item.capturePath) }
                let opened = try Recording.open(item.capturePath, tools: tools, limits: limits)
                recording = opened
                planned = try GalleryPlan.outputs(for: item, captureWidth: opened.info.width, captureHeight: opened.info.height)
            } else {
                let image = try CaptureOpacity.opaque(try ImageFile.read(path: item.capturePath, limits: limits),
                                                      file: item.capturePath)
                try CaptureCheck.validate(image.image, file: item.capturePath)
                capture = image
                planned = try GalleryPlan.outputs(for: item, captureWidth: image.image.width,
                                                  captureHeight: image.image.height)
            }
            // A recording's cover display shows the cover's capture as a still's does.
            cover = try item.options.cover.map { try CaptureOpacity.opaque(try ImageFile.read(path: $0, limits: limits), file: $0) }
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
                planned.contains(e.output) && bezels.keys[e.output.pose.flatPose] == e.bezelKey && exists(e.output.file)
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
        if let recording {
            for output in toRender {
                do {
                    try writeRecording(recording, item: item, output: output, cover: cover)
                    done.append(RenderStamp.Entry(output: output, bezelKey: bezels.keys[output.pose.flatPose] ?? "none"))
                    written(output)
                } catch {
                    failures.append("\(output.file): \(describe(error, item: item))")
                }
            }
            byPose = []
        }
        for (pose, outputs) in byPose {
            guard let capture else { break }
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

    /// Frames the recording into the output's video (written atomically by its sink), with the
    /// poster still beside it and the poster's thumbnail.
    private func writeRecording(_ recording: Recording, item: GalleryItem, output: GalleryOutput,
                                cover: DecodedImage?) throws {
        var options = item.options
        options.pose = output.pose
        if output.pose.isFolded { options.degrees = output.degrees }
        var clip = try ClipOutput(path: try safety.prepare(output.file))
        clip.background = options.framing.background
        clip.png = item.encode.png
        let span = try RecordingSpan.trimmed(recording.info, from: nil, to: nil, framesPerSecond: nil)
        var job = RecordingJob(recording: recording, destination: .file(clip), options: options, span: span)
        job.posterTime = item.recording.posterTime
        job.cover = cover
        let summary = try job.run(bezels: bezels.source)
        guard let poster = summary.poster else { return }
        let posterPath = try safety.prepare(Self.posterFile(for: output.file))
        try ImageFile.write(poster, to: posterPath, options: item.encode)
        let thumbPath = try safety.prepare(Self.thumbnailFile(for: output.file), allowReserved: true)
        try ImageFile.write(Self.thumbnail(of: poster), to: thumbPath, options: EncodeOptions())
    }

    /// The image shrunk (box filter, premultiplied) so its longer side is at most `thumbnailSide`.
    package static func thumbnail(of image: Image) -> Image {
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
        let text = wording(error).split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.contains(item.capturePath) ? text : "\(item.capturePath): \(text)"
    }
}
