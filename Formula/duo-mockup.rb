# Homebrew formula for duo-mockup, built from this repository's own checkout (there is no release
# tarball): the repository is its own tap. UNTESTED ON A MAC: written from Homebrew's Formula
# Cookbook and its Swift formulae by engineers without one; README.md ("macOS") says how to use it
# and what to do if it fails.
#
#   brew tap duo-mockup/local /path/to/DuoMockup        # the checkout is cloned as a tap
#   brew install --build-from-source duo-mockup/local/duo-mockup
class DuoMockup < Formula
  desc "Marketing mock-ups of the iPhone Duo from app screenshots"
  homepage "file://#{File.expand_path("..", __dir__)}"
  # The tap is a clone of the repository: build its main branch.
  url "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"
  version "0.1.0"

  depends_on "pkgconf" => :build
  depends_on xcode: ["16.3", :build] # Swift 6.1
  depends_on "fontconfig"
  depends_on "fribidi"
  depends_on "harfbuzz"
  depends_on "jpeg-turbo"
  depends_on "libdeflate"
  depends_on "libpng"
  depends_on "little-cms2"
  depends_on macos: :ventura # Package.swift: platforms macOS 13

  uses_from_macos "zlib"

  def install
    # jpeg-turbo is keg-only: SwiftPM finds it through its pkg-config file.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["jpeg-turbo"].opt_lib/"pkgconfig"
    # Homebrew builds inside its own sandbox, where SwiftPM's cannot start.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "duo-mockup"
    # The tool finds the example bezel art beside its executable (symbolic links resolved).
    libexec.install ".build/release/duo-mockup"
    libexec.install "Bezels.example"
    bin.install_symlink libexec/"duo-mockup"
  end

  test do
    system bin/"duo-mockup", "render", libexec/"Bezels.example/captures/open.png",
           "--pose", "book", "-o", testpath/"book.png"
    assert_path_exists testpath/"book.png"
  end
end
