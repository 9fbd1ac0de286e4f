import Foundation
import SharedUtilities
import StandIns

/// An independent reader for what our encoder writes: CPython's own `zlib` and `struct`, run in
/// a subprocess. Tests trust it, not our code, to say whether a PNG or zlib stream is valid.
enum PythonReference {
    /// What Python found in a PNG file.
    struct PNGReport: Decodable {
        var errors: [String]
        var chunks: [String]
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlace: Int
        var inflatedLength: Int
        var expectedLength: Int
        var filterTypes: [Int]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Checks signature, every chunk CRC, IHDR, chunk order and that IDAT inflates (Adler-32
    /// included) to `height * (1 + stride)` bytes. With `decodePixels`, also undoes the row
    /// filters in pure Python and returns the pixel bytes.
    static func inspectPNG(_ png: Data, decodePixels: Bool = false) throws -> (report: PNGReport, pixels: [UInt8]?) {
        let results = try inspectPNGs([png], decodePixels: decodePixels)
        guard let first = results.first else { throw Failure(description: "no report") }
        return first
    }

    /// `inspectPNG` for many files in one Python process (starting Python is the slow part).
    static func inspectPNGs(_ pngs: [Data], decodePixels: Bool = false) throws -> [(report: PNGReport, pixels: [UInt8]?)] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments: [String] = []
        for (index, png) in pngs.enumerated() {
            let input = directory.appendingPathComponent("image\(index).png")
            try png.write(to: input)
            arguments.append(input.path)
            arguments.append(decodePixels ? directory.appendingPathComponent("pixels\(index).raw").path : "-")
        }
        let stdout = try run(script: pngScript, arguments: arguments)
        let reports = try JSONDecoder().decode([PNGReport].self, from: stdout)
        guard reports.count == pngs.count else { throw Failure(description: "expected \(pngs.count) reports") }
        return try reports.enumerated().map { index, report in
            let pixels = decodePixels
                ? [UInt8](try Data(contentsOf: directory.appendingPathComponent("pixels\(index).raw"))) : nil
            return (report, pixels)
        }
    }

    /// `zlib.decompress` of each stream (which also verifies the Adler-32 trailers).
    static func inflate(_ streams: [[UInt8]]) throws -> [[UInt8]] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments: [String] = []
        for (index, stream) in streams.enumerated() {
            let input = directory.appendingPathComponent("stream\(index).z")
            try Data(stream).write(to: input)
            arguments += [input.path, directory.appendingPathComponent("plain\(index).bin").path]
        }
        let script = """
        import sys, zlib
        for source, target in zip(sys.argv[1::2], sys.argv[2::2]):
            open(target, 'wb').write(zlib.decompress(open(source, 'rb').read()))
        """
        _ = try run(script: script, arguments: arguments)
        return try streams.indices.map { index in
            [UInt8](try Data(contentsOf: directory.appendingPathComponent("plain\(index).bin")))
        }
    }

    /// Whether Pillow is importable (it is optional; tests that need it are skipped otherwise).
    static let hasPillow: Bool = (try? run(script: "import PIL", arguments: [])) != nil

    /// Size, mode and raw RGB(A) bytes of a PNG as read by Pillow.
    static func decodeWithPillow(_ png: Data) throws -> (width: Int, height: Int, mode: String, pixels: [UInt8]) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("image.png")
        let output = directory.appendingPathComponent("pixels.raw")
        try png.write(to: input)
        let script = """
        import sys, json
        from PIL import Image
        image = Image.open(sys.argv[1])
        image.load()
        open(sys.argv[2], 'wb').write(image.tobytes())
        print(json.dumps({"width": image.size[0], "height": image.size[1], "mode": image.mode}))
        """
        let stdout = try run(script: script, arguments: [input.path, output.path])
        struct Info: Decodable { var width: Int; var height: Int; var mode: String }
        let info = try JSONDecoder().decode(Info.self, from: stdout)
        return (info.width, info.height, info.mode, [UInt8](try Data(contentsOf: output)))
    }

    private static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imaging-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func run(script: String, arguments: [String]) throws -> Data {
        let run = try ChildProcess.capture("/usr/bin/env", ["python3", "-c", script] + arguments)
        guard run.status == 0 else {
            throw Failure(description: "python3 failed (\(run.status)): " + run.errors)
        }
        return run.outputData
    }

    private static let pngScript = """
    import sys, zlib, struct, json
    def inspect(path, target):
        data = open(path, 'rb').read()
        errors = []
        if data[:8] != b'\\x89PNG\\r\\n\\x1a\\n':
            errors.append('bad signature')
        pos, chunks, idat, header = 8, [], b'', None
        while pos < len(data):
            if pos + 12 > len(data):
                errors.append('truncated chunk'); break
            length, = struct.unpack('>I', data[pos:pos + 4])
            kind = data[pos + 4:pos + 8]
            body = data[pos + 8:pos + 8 + length]
            stored, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
            if zlib.crc32(kind + body) & 0xffffffff != stored:
                errors.append('bad CRC in ' + kind.decode('latin-1'))
            chunks.append(kind.decode('latin-1'))
            if kind == b'IHDR':
                header = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        if not chunks or chunks[0] != 'IHDR' or chunks[-1] != 'IEND':
            errors.append('bad chunk order')
        width, height, depth, color, compression, filtering, interlace = header
        if compression != 0 or filtering != 0:
            errors.append('bad compression or filter method')
        channels = {2: 3, 6: 4}.get(color, 0)
        stride = width * channels
        raw = zlib.decompress(idat)
        filters = sorted(set(raw[row * (stride + 1)] for row in range(height))) if len(raw) == height * (stride + 1) else []
        if any(f > 4 for f in filters):
            errors.append('bad filter type')
        if target != '-' and len(raw) == height * (stride + 1):
            out = bytearray()
            previous = bytearray(stride)
            for row in range(height):
                start = row * (stride + 1)
                kind = raw[start]
                line = bytearray(raw[start + 1:start + 1 + stride])
                for i in range(stride):
                    a = line[i - channels] if i >= channels else 0
                    b = previous[i]
                    c = previous[i - channels] if i >= channels else 0
                    if kind == 1: line[i] = (line[i] + a) & 255
                    elif kind == 2: line[i] = (line[i] + b) & 255
                    elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif kind == 4:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
                out += line
                previous = line
            open(target, 'wb').write(bytes(out))
        return {'errors': errors, 'chunks': chunks, 'width': width, 'height': height, 'bitDepth': depth,
                'colorType': color, 'interlace': interlace, 'inflatedLength': len(raw),
                'expectedLength': height * (stride + 1), 'filterTypes': filters}
    print(json.dumps([inspect(path, target) for path, target in zip(sys.argv[1::2], sys.argv[2::2])]))
    """
}
