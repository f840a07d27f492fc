import _Support
import _Batch
import Mockup
/// The page a fold sweep writes beside its frames: a slider that scrubs the fold angle and a
/// play button, self-contained (no scripts or styles from elsewhere), working from the file
/// system. Invariant: `frames` are in the order the slider walks, each with its angle.
public struct SweepPage: Sendable {
    /// One frame: its angle in degrees and its file name relative to the page.
    public struct Frame: Sendable {
        public var degrees: Double
        public var file: String
        public init(degrees: Double, file: String) { self.degrees = degrees; self.file = file }
    }

    public var title: String
    public var frames: [Frame]
    public var width: Int
    public var height: Int
    /// An animated PNG of the frames (relative to the page), played under the slider; nil for none.
    public var animation: String?

    public init(title: String, frames: [Frame], width: Int, height: Int, animation: String? = nil) {
        self.title = title; self.frames = frames; self.width = width; self.height = height; self.animation = animation
    }

    /// The page's HTML.
    public var html: String {
        let list = frames.map { "{\"deg\":\(NumberText.shortest($0.degrees)),\"src\":\(JSONWriter.string(HTML.relativeURL($0.file)))}" }
            .joined(separator: ",")
        let first = frames.first
        // The page is the window: title and controls take their height, the stage takes the
        // rest and the frame is scaled to fit inside it, so the slider and Play never scroll away.
        // The animated PNG's section lies on the stage (its summary in a corner) and, opened,
        // covers the stage with the animation: it takes none of the frame's room.
        let style = """
              html, body { height: 100%; }
              body { margin: 0; font: 15px/1.4 -apple-system, system-ui, sans-serif; background: #e9e9ee; color: #222; }
              main { box-sizing: border-box; height: 100vh; height: 100dvh; max-width: 1600px; margin: 0 auto;
                     padding: 12px 16px; display: flex; flex-direction: column; gap: 10px; }
              h1 { margin: 0; font-size: 17px; font-weight: 600; flex: none; overflow-wrap: anywhere; }
              .stage { flex: 1 1 0; min-height: 120px; display: flex; align-items: center; justify-content: center; position: relative;
                       background: repeating-conic-gradient(#fff 0% 25%, #f0f0f3 0% 50%) 0 0 / 24px 24px;
                       border-radius: 12px; padding: 8px; box-sizing: border-box; overflow: hidden; }
              .stage img { display: block; max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; }
              .controls { flex: none; display: flex; align-items: center; gap: 12px; }
              details.animation { position: absolute; inset: 8px; pointer-events: none; }
              details.animation summary { pointer-events: auto; position: absolute; left: 0; top: 0; z-index: 1;
                                          font-size: 13px; padding: 3px 10px; border-radius: 8px; cursor: pointer;
                                          background: rgba(255, 255, 255, 0.85); box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12); }
              details.animation[open] { pointer-events: auto; border-radius: 8px;
                                        background: repeating-conic-gradient(#fff 0% 25%, #f0f0f3 0% 50%) 0 0 / 24px 24px; }
              details.animation img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
              .controls input[type=range] { flex: 1; min-width: 0; }
              button { font: inherit; padding: 6px 16px; border-radius: 8px; border: 1px solid #999; background: #fff; }
              output { min-width: 4em; font-variant-numeric: tabular-nums; }
            """
        let body = """
            <div class="stage"><img id="frame" width="\(width)" height="\(height)" alt="fold preview" src="\(first.map { HTML.relativeURL($0.file) } ?? "")">\(animation.map { "<details class=\"animation\"><summary>Animated PNG (\(HTML.escape($0)))</summary><img id=\"animation\" src=\"\(HTML.relativeURL($0))\" width=\"\(width)\" height=\"\(height)\" alt=\"the sweep, animated\"></details>" } ?? "")</div>
            <div class="controls">
              <button id="play" type="button">Play</button>
              <input id="angle" type="range" min="0" max="\(max(0, frames.count - 1))" step="1" value="0" aria-label="fold angle">
              <output id="deg">\(first.map { NumberText.shortest($0.degrees) } ?? "")°</output>
            </div>

            """
        let script = """
            const frames = [\(list)];
            const img = document.getElementById("frame");
            const slider = document.getElementById("angle");
            const label = document.getElementById("deg");
            const play = document.getElementById("play");
            const cache = frames.map(f => { const i = new Image(); i.src = f.src; return i; });
            function show(index) {
              const f = frames[index];
              img.src = f.src;
              img.dataset.deg = f.deg;
              label.textContent = f.deg + "°";
            }
            slider.addEventListener("input", () => show(Number(slider.value)));
            let timer = null, direction = 1;
            play.addEventListener("click", () => {
              if (timer) { clearInterval(timer); timer = null; play.textContent = "Play"; return; }
              play.textContent = "Pause";
              timer = setInterval(() => {
                let v = Number(slider.value) + direction;
                if (v >= frames.length || v < 0) { direction = -direction; v += 2 * direction; }
                slider.value = String(Math.max(0, Math.min(frames.length - 1, v)));
                show(Number(slider.value));
              }, 80);
            });
            if (frames.length) show(0);

            """
        return HTML.document(title: title, style: style, body: body, script: script)
    }
}
