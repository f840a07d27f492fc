import Mockup
import Motion

/// Everything a compose run will draw, worked out before any pixel: per locale and set, the
/// spreads with their captions localised and their captures resolved, the output files, and the
/// strings that fell back to the source locale. Invariant: made only when every caption key
/// exists in the source locale (otherwise `make` throws a `StorefileError` with the places).
public struct ComposePlan: Sendable {
    /// One spread of one set in one locale, and the files its pages become.
    public struct Job: Sendable {
        public var locale: LocaleCode
        public var setName: String
        public var spread: Spread
        /// Output paths relative to OUTDIR: `<locale>/<set>/<NN>-<page>.<ext>`, one per page.
        public var outputs: [String]
        /// For a page showing a recording: its video beside it (`<NN>-<page>.mp4`, by the page's
        /// `videoFormat`); the still page shows the recording at its `posterTime`. Else empty.
        public var videos: [String] = []
        /// Index of the set in the storefile, for same-size titles.
        public var setIndex: Int
    }

    public var jobs: [Job]
    /// Per locale (in order), the keys shown in the source locale instead.
    public var fallbacks: [(locale: LocaleCode, keys: [String])]

    public static func make(_ file: Storefile, strings: StringTables, layout: OutputLayout = .folders) throws -> ComposePlan {
        var problems: [StorefileError.Problem] = []
        var keys: Set<String> = []
        for set in file.sets {
            for page in set.pages {
                for case .key(let k)? in [page.title, page.subtitle] { keys.insert(k) }
                for layer in page.layers { if case .text(let t) = layer.content, case .key(let k) = t.text { keys.insert(k) } }
            }
        }
        let ext = file.format == .png ? "png" : "jpg"
        var jobs: [Job] = []
        var fallbacks: [(LocaleCode, [String])] = []
        var reportedUnknown = false
        for locale in file.locales {
            let text = LocalisedStrings.resolve(keys, locale: locale, source: file.sourceLocale, tables: strings)
            if !text.fellBack.isEmpty { fallbacks.append((locale, text.fellBack)) }
            if !text.unknown.isEmpty && !reportedUnknown {
                reportedUnknown = true
                for (s, set) in file.sets.enumerated() {
                    for (p, page) in set.pages.enumerated() {
                        for (field, caption) in [("title", page.title), ("subtitle", page.subtitle)] {
                            guard case .key(let k)? = caption, text.unknown.contains(k) else { continue }
                            problems.append(.init(place: "sets[\(s)].pages[\(p)].\(field)",
                                                  message: "no string \"\(k)\" in the source locale \(file.sourceLocale)"
                                                    + (file.strings.isEmpty ? " (the storefile names no \"strings\")" : "")))
                        }
                    }
                }
            }
            func resolve(_ c: CaptionText?) -> String? {
                switch c {
                case .key(let k)?: return text.text[k]
                case .literal(let s)?: return s
                case nil: return nil
                }
            }
            let mirrored = locale.isRightToLeft
            for (s, set) in file.sets.enumerated() {
                var j = 0
                while j < set.pages.count {
                    let pages = set.pages[j..<min(j + set.pages[j].span, set.pages.count)].map { $0.localised(for: locale, source: file.sourceLocale) }
                    let spread = Spread(
                        size: set.size, pages: pages,
                        captions: pages.map { PageCaption(title: resolve($0.title), subtitle: resolve($0.subtitle),
                                                                   rightToLeft: mirrored, locale: locale.code) },
                        titleSizes: pages.map { _ in nil },
                        mockupKeys: pages.map { page in
                            (page.devices + page.layers.compactMap { layer -> DeviceSpec? in if case .device(let d) = layer.content { d } else { nil } }).map { d in
                                let capture = d.snapshot?.lookup(locale: locale, source: file.sourceLocale).path
                                    ?? CapturePattern.resolve(d.capture, locale: locale, source: file.sourceLocale) ?? d.capture
                                return MockupKey(capture: capture, pose: d.pose, degrees: d.degrees, shadow: d.shadow,
                                                 turn: d.turn, tilt: d.tilt,
                                                 cover: d.cover.map { CapturePattern.resolve($0, locale: locale, source: file.sourceLocale) ?? $0 },
                                                 posterTime: Recording.isRecording(capture) ? page.style.recording.posterTime : nil,
                                                 callouts: d.callouts)
                            }
                        },
                        mirrored: mirrored && pages[0].style.mirrorRightToLeft,
                        layers: pages.map { $0.layers.map { localised($0, resolve: resolve, locale: locale, source: file.sourceLocale) } })
                    let outputs = pages.indices.map { k in
                        layout.path(locale: locale, set: set.name, number: j + k + 1, page: pages[k].name, ext: ext)
                    }
                    var job = Job(locale: locale, setName: set.name, spread: spread, outputs: outputs, setIndex: s)
                    let playing = spread.mockupKeys.joined().filter(\.isRecording)
                    if !playing.isEmpty {
                        // A page's video is the page itself playing: one recording, on a page of its own.
                        if pages.count > 1 {
                            problems.append(.init(place: pages[0].place, message: "\(locale.code): a page showing a recording "
                                + "(\(playing[0].capture)) becomes a video of its own and cannot span pages"))
                        } else if playing.count > 1 {
                            problems.append(.init(place: pages[0].place, message: "\(locale.code): a page plays one recording, "
                                + "this one shows \(playing.count)"))
                        } else {
                            job.videos = [layout.path(locale: locale, set: set.name, number: j + 1, page: pages[0].name,
                                                   ext: pages[0].style.recording.fileExtension)]
                        }
                    }
                    jobs.append(job)
                    j += pages.count
                }
            }
        }
        if !problems.isEmpty { throw StorefileError(file: file.path, problems: problems) }
        return ComposePlan(jobs: jobs, fallbacks: fallbacks)
    }

    /// A layer as one locale shows it: its text looked up (literal), its image's file for the locale.
    static func localised(_ layer: PageLayer, resolve: (CaptionText?) -> String?, locale: LocaleCode, source: LocaleCode) -> PageLayer {
        var out = layer
        switch layer.content {
        case .text(var style):
            style.text = .literal(resolve(style.text) ?? "")
            out.content = .text(style)
        case .image(let path):
            out.content = .image(path: CapturePattern.resolve(path, locale: locale, source: source) ?? path)
        case .device: break
        }
        return out
    }

    static func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Every distinct mock-up the given jobs show.
    public static func mockupKeys(of jobs: [Job]) -> [MockupKey] {
        var seen: Set<MockupKey> = []
        var out: [MockupKey] = []
        for job in jobs { for keys in job.spread.mockupKeys { for k in keys where seen.insert(k).inserted { out.append(k) } } }
        return out
    }

    /// Title sizes for the sets whose style asks for one size across the set: per locale and set,
    /// the smallest size any of its captions fits at. Captions that fit at no size are problems.
    public mutating func settleTitleSizes(painter: CaptionPainter, storefile: Storefile) throws {
        var problems: [StorefileError.Problem] = []
        var smallest: [String: Double] = [:]
        var fitted: [[Double?]] = []
        for job in jobs {
            var sizes: [Double?] = []
            for (k, page) in job.spread.pages.enumerated() {
                let caption = job.spread.captions[k]
                guard caption.title != nil || caption.subtitle != nil else { sizes.append(nil); continue }
                let box = PageLayout.make(size: job.spread.size, span: 1, caption: page.style.caption, devices: [], mirrored: false).captionBoxes[0]
                do {
                    let s = try painter.fit(caption, style: page.style.caption, box: box, pageWidth: job.spread.size.width)
                    sizes.append(s)
                    if page.style.caption.sameSizeAcrossSet {
                        let group = "\(job.locale.code)/\(job.setIndex)"
                        smallest[group] = min(smallest[group] ?? .infinity, s)
                    }
                } catch {
                    problems.append(.init(place: page.place + ".title", message: "\(job.locale.code): \(error)"))
                    sizes.append(nil)
                }
            }
            fitted.append(sizes)
        }
        if !problems.isEmpty { throw StorefileError(file: storefile.path, problems: problems) }
        for i in jobs.indices {
            for (k, page) in jobs[i].spread.pages.enumerated() {
                let group = "\(jobs[i].locale.code)/\(jobs[i].setIndex)"
                jobs[i].spread.titleSizes[k] = page.style.caption.sameSizeAcrossSet ? smallest[group] ?? fitted[i][k] : fitted[i][k]
            }
        }
    }
}
