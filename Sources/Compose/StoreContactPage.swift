import _Batch

/// OUTDIR/index.html for store pages: every page of a compose run as an image under its file
/// name, grouped by locale then set, each linking to the full-size file, with the run's failures
/// listed. Self-contained and working from the file system (every link relative to OUTDIR). With
/// `reloads`, a small script loads `StoreContactPageFile.versionScript` every second and reloads
/// the page when the version there is no longer its own (what `compose --watch` keeps current);
/// a script element, not a fetch, because browsers refuse fetches from file:// pages. Invariant:
/// one figure per page, in the plan's order; the same pages and hashes give the same bytes.
public struct StoreContactPage: Sendable {
    /// One page file (relative to OUTDIR) and the hash of its bytes (nil: not known), which the
    /// image's URL carries so that a browser reloads exactly the pages that changed.
    public struct Page: Sendable, Equatable {
        public var file: String
        public var hash: String?
        public init(file: String, hash: String?) { self.file = file; self.hash = hash }
    }

    /// The pages of one set in one locale.
    public struct Group: Sendable, Equatable {
        public var locale: String
        public var set: String
        public var pages: [Page]
        public init(locale: String, set: String, pages: [Page]) { self.locale = locale; self.set = set; self.pages = pages }
    }

    /// Whether a compose run writes the page: not at all, as it is, or reloading itself (`--watch`).
    public enum Mode: Sendable, Equatable {
        case off, still, reloading
    }

    public var title: String
    public var groups: [Group]
    public var failures: [String]
    /// True: the page reloads itself when the version script names another version.
    public var reloads: Bool

    public init(title: String, groups: [Group], failures: [String] = [], reloads: Bool = false) {
        self.title = title; self.groups = groups; self.failures = failures; self.reloads = reloads
    }

    /// A hash of everything the page shows: what the version script names while watching.
    public var version: String {
        var h = ContentHash.of(title)
        for g in groups { h.add(g.locale + "/" + g.set); for p in g.pages { h.add(p.file + " " + (p.hash ?? "-")) } }
        for f in failures { h.add(f) }
        return h.hex
    }

    /// The version script's text: a call the page's script answers.
    public var versionScript: String { "duoMockupPages(\"\(version)\");\n" }

    public var html: String {
        let count = groups.reduce(0) { $0 + $1.pages.count }
        let locales = Set(groups.map(\.locale)).count
        var body = "<p class=\"summary\">\(count) page\(count == 1 ? "" : "s") in \(locales) locale\(locales == 1 ? "" : "s")"
        if reloads { body += " · reloads itself when the pages change" }
        body += "</p>\n"
        if !failures.isEmpty {
            body += "<section class=\"failures\"><h2>Failed (\(failures.count))</h2><ul>\n"
            for f in failures { body += "<li>\(HTML.escape(f))</li>\n" }
            body += "</ul></section>\n"
        }
        var lastLocale: String?
        for g in groups {
            if g.locale != lastLocale {
                if lastLocale != nil { body += "</section>\n" }
                body += "<section class=\"locale\"><h2>\(HTML.escape(g.locale))</h2>\n"
                lastLocale = g.locale
            }
            body += "<h3>\(HTML.escape(g.set))</h3><div class=\"row\">\n"
            for page in g.pages {
                let href = HTML.relativeURL(page.file)
                let name = page.file.split(separator: "/").last.map(String.init) ?? page.file
                let source = href + (page.hash.map { "?v=" + $0 } ?? "")
                let picture = Self.isVideo(page.file)
                    ? "<video src=\"\(source)\" muted loop autoplay playsinline></video>"
                    : "<img src=\"\(source)\" alt=\"\(HTML.escape(page.file))\">"
                body += "<figure><a href=\"\(href)\">\(picture)</a><figcaption>\(HTML.escape(name))</figcaption></figure>\n"
            }
            body += "</div>\n"
        }
        if lastLocale != nil { body += "</section>\n" }
        let script = !reloads ? "" : """
            const version = "\(version)";
            window.duoMockupPages = function (latest) { if (latest !== version) { location.reload(); } };
            setInterval(function () {
              const s = document.createElement("script");
              s.src = "\(HTML.relativeURL(StoreContactPageFile.versionScript))?t=" + Date.now();
              s.onload = s.onerror = function () { s.remove(); };
              document.head.appendChild(s);
            }, 1000);

            """
        return HTML.document(title: title, style: """
              body { margin: 0; font: 15px/1.4 -apple-system, system-ui, sans-serif; background: #f4f4f7; color: #222; }
              main { max-width: 1600px; margin: 0 auto; padding: 24px; }
              h1 { font-size: 22px; } h2 { font-size: 18px; margin: 28px 0 4px; } h3 { font-size: 14px; margin: 12px 0 8px; font-weight: 600; color: #555; }
              .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; }
              figure { margin: 0; text-align: center; }
              figure img, figure video { display: block; max-width: 100%; max-height: 420px; margin: 0 auto;
                                         box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }
              figcaption { margin-top: 6px; color: #555; font-size: 13px; }
              .failures { background: #fff0f0; border: 1px solid #e3b4b4; border-radius: 10px; padding: 4px 16px; }
              code { font-size: 13px; }
            """, body: body, script: script)
    }

    /// True for a page's video (a recording shown on the page), which the page plays instead.
    static func isVideo(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".mp4") || lower.hasSuffix(".mov") || lower.hasSuffix(".webm")
    }
}
