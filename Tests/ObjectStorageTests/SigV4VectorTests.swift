import Foundation
@testable import ObjectStorage
import Testing

/// `SigV4Signer` against expected values AWS published, never against values worked out here.
///
/// The suite cases are AWS's "Signature Version 4 Test Suite" (once in the AWS General Reference,
/// https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html), as kept with the
/// header- and query-signing expectations in awslabs/aws-c-auth,
/// tests/aws-signing-test-suite/v4/<case>/ (files header-canonical-request.txt,
/// header-string-to-sign.txt, header-signature.txt, query-canonical-request.txt,
/// query-signature.txt; context.json: AKIDEXAMPLE, us-east-1, service "service",
/// 2015-08-30T12:36:00Z, 3600 s). The S3 cases are the S3 API reference's own examples.
@Suite("SigV4 published vectors")
struct SigV4VectorTests {
    struct SuiteCase: CustomTestStringConvertible, Sendable {
        let name: String
        let request: SigV4Request
        let body: String
        /// context.json's `sign_body`: the body's hash goes out as `x-amz-content-sha256`.
        let signsBody: Bool
        let sessionToken: String?
        let headerCanonicalRequest: String
        let headerStringToSign: String
        let headerSignature: String
        let queryCanonicalRequest: String
        let querySignature: String

        var testDescription: String { name }
    }

    static let suiteDate = Date(timeIntervalSince1970: 1_440_938_160)  // 2015-08-30T12:36:00Z

    static func suiteSigner(token: String?) -> SigV4Signer {
        SigV4Signer(credentials: AWSCredentials(accessKeyID: "AKIDEXAMPLE",
                                                secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
                                                sessionToken: token),
                    region: "us-east-1", service: "service")
    }

    static let suite: [SuiteCase] = [
        SuiteCase(
            name: "get-vanilla",
            request: SigV4Request(method: "GET", path: "/", query: [],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/

host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63
"""#,
            headerSignature: "5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
            queryCanonicalRequest: #"""
GET
/
X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "e93c787ed7f371d5c6b165c1b38ede9550f4dce4144713e844b25b7192d3865d"),
        SuiteCase(
            name: "get-vanilla-query-order-key-case",
            request: SigV4Request(method: "GET", path: "/", query: [.init("Param2", "value2"), .init("Param1", "value1")],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/
Param1=value1&Param2=value2
host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
816cd5b414d056048ba4f7c5386d6e0533120fb1fcfa93762cf0fc39e2cf19e0
"""#,
            headerSignature: "b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500",
            queryCanonicalRequest: #"""
GET
/
Param1=value1&Param2=value2&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "86012e2c9ad4d77369f5d81c11f75158aae4f895a085212cc6d3f923d300bed5"),
        SuiteCase(
            name: "get-vanilla-query-order-encoded",
            request: SigV4Request(method: "GET", path: "/", query: [.init("Param-3", "Value3"), .init("Param", "Value2"), .init("ሴ", "Value1")],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/
%E1%88%B4=Value1&Param=Value2&Param-3=Value3
host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
868294f5c38bd141c4972a373a76654f1418a8e4fc18b2e7903ae45e8ae0ec71
"""#,
            headerSignature: "371d3713e185cc334048618a97f809c9ffe339c62934c032af5a0e595648fcac",
            queryCanonicalRequest: #"""
GET
/
%E1%88%B4=Value1&Param=Value2&Param-3=Value3&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "c5f1848ceec943ac2ca68ee720460c23aaae30a2300586597ada94c4a65e4787"),
        SuiteCase(
            name: "get-vanilla-query-unreserved",
            request: SigV4Request(method: "GET", path: "/", query: [.init("-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/
-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz=-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz
host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
c30d4703d9f799439be92736156d47ccfb2d879ddf56f5befa6d1d6aab979177
"""#,
            headerSignature: "9c3e54bfcdf0b19771a7f523ee5669cdf59bc7cc0884027167c21bb143a40197",
            queryCanonicalRequest: #"""
GET
/
-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz=-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "8e76a88a7433637b12778d5592799b29ad21ecd6cf6325051c21d86f0acda2bf"),
        SuiteCase(
            name: "get-utf8",
            request: SigV4Request(method: "GET", path: "/ሴ", query: [],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/%E1%88%B4

host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
2a0a97d02205e45ce2e994789806b19270cfbbb0921b278ccf58f5249ac42102
"""#,
            headerSignature: "8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85",
            queryCanonicalRequest: #"""
GET
/%E1%88%B4
X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "10eae3f14a260bd3911cc6d008d3c576d143b05b62f09782a7a4b37f52178e44"),
        SuiteCase(
            name: "get-vanilla-utf8-query",
            request: SigV4Request(method: "GET", path: "/", query: [.init("ሴ", "bar")],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/
%E1%88%B4=bar
host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
eb30c5bed55734080471a834cc727ae56beb50e5f39d1bff6d0d38cb192a7073
"""#,
            headerSignature: "2cdec8eed098649ff3a119c94853b13c643bcf08f8b0a1d91e12c9027818dd04",
            queryCanonicalRequest: #"""
GET
/
%E1%88%B4=bar&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "0bdd809b1519ac4f0c1dc3540e2cc46bd0c7f778eda408b2ebf3b913d21ff600"),
        SuiteCase(
            name: "get-space-unnormalized",
            request: SigV4Request(method: "GET", path: "/example space/", query: [],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
GET
/example%20space/

host:example.amazonaws.com
x-amz-date:20150830T123600Z

host;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
63ee75631ed7234ae61b5f736dfc7754cdccfedbff4b5128a915706ee9390d86
"""#,
            headerSignature: "652487583200325589f1fba4c7e578f72c47cb61beeca81406b39ddec1366741",
            queryCanonicalRequest: #"""
GET
/example%20space/
X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "7a1f416954786484c9824d93c1f26ef64acb9b1b6c9154d08c9f07d0e394abf6"),
        SuiteCase(
            name: "post-header-key-sort",
            request: SigV4Request(method: "POST", path: "/", query: [],
                                  headers: [.init("Host", "example.amazonaws.com"), .init("My-Header1", "value1")]),
            body: "", signsBody: false, sessionToken: nil,
            headerCanonicalRequest: #"""
POST
/

host:example.amazonaws.com
my-header1:value1
x-amz-date:20150830T123600Z

host;my-header1;x-amz-date
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
9368318c2967cf6de74404b30c65a91e8f6253e0a8659d6d5319f1a812f87d65
"""#,
            headerSignature: "c5410059b04c1ee005303aed430f6e6645f61f4dc9e1461ec8f8916fdf18852c",
            queryCanonicalRequest: #"""
POST
/
X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host%3Bmy-header1
host:example.amazonaws.com
my-header1:value1

host;my-header1
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "c09d07e0d55871f10f2a6d350d994acf6825a3cae70673d7def55616e6119dd7"),
        SuiteCase(
            name: "post-x-www-form-urlencoded",
            request: SigV4Request(method: "POST", path: "/", query: [],
                                  headers: [.init("Content-Type", "application/x-www-form-urlencoded"), .init("Host", "example.amazonaws.com"), .init("Content-Length", "13")]),
            body: "Param1=value1", signsBody: true, sessionToken: nil,
            headerCanonicalRequest: #"""
POST
/

content-length:13
content-type:application/x-www-form-urlencoded
host:example.amazonaws.com
x-amz-content-sha256:9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e
x-amz-date:20150830T123600Z

content-length;content-type;host;x-amz-content-sha256;x-amz-date
9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
b1edd1d03544c25390e32085d55b57acc9a3961bb59415ff86c45c3d89d16cfb
"""#,
            headerSignature: "d3875051da38690788ef43de4db0d8f280229d82040bfac253562e56c3f20e0b",
            queryCanonicalRequest: #"""
POST
/
X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost
content-length:13
content-type:application/x-www-form-urlencoded
host:example.amazonaws.com

content-length;content-type;host
9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e
"""#,
            querySignature: "89a40deed0f26f9461242825a082d2222717248abc7ab41f552ad84a94ad46e9"),
        SuiteCase(
            name: "get-vanilla-with-session-token",
            request: SigV4Request(method: "GET", path: "/", query: [],
                                  headers: [.init("Host", "example.amazonaws.com")]),
            body: "", signsBody: false, sessionToken: "6e86291e8372ff2a2260956d9b8aae1d763fbf315fa00fa31553b73ebf194267",
            headerCanonicalRequest: #"""
GET
/

host:example.amazonaws.com
x-amz-date:20150830T123600Z
x-amz-security-token:6e86291e8372ff2a2260956d9b8aae1d763fbf315fa00fa31553b73ebf194267

host;x-amz-date;x-amz-security-token
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            headerStringToSign: #"""
AWS4-HMAC-SHA256
20150830T123600Z
20150830/us-east-1/service/aws4_request
067b36aa60031588cea4a4cde1f21215227a047690c72247f1d70b32fbbfad2b
"""#,
            headerSignature: "07ec1639c89043aa0e3e2de82b96708f198cceab042d4a97044c66dd9f74e7f8",
            queryCanonicalRequest: #"""
GET
/
X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20150830%2Fus-east-1%2Fservice%2Faws4_request&X-Amz-Date=20150830T123600Z&X-Amz-Expires=3600&X-Amz-Security-Token=6e86291e8372ff2a2260956d9b8aae1d763fbf315fa00fa31553b73ebf194267&X-Amz-SignedHeaders=host
host:example.amazonaws.com

host
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
"""#,
            querySignature: "7ff2b50b376cb4d151970630573d6291dc128cc5c2a12ffb237f73cc53f67b6c"),
    ]

    @Test(arguments: suite)
    func headerSigningMatchesTheSuite(_ vector: SuiteCase) throws {
        let signer = Self.suiteSigner(token: vector.sessionToken)
        let payloadHash = SigV4Signer.payloadHash(Data(vector.body.utf8))
        let signed = signer.signed(vector.request, payloadHash: payloadHash, at: Self.suiteDate,
                                   addingContentHashHeader: vector.signsBody)
        let canonical = signer.canonicalRequest(signed, payloadHash: payloadHash)
        #expect(canonical == vector.headerCanonicalRequest)
        #expect(signer.stringToSign(canonicalRequest: canonical, at: Self.suiteDate) == vector.headerStringToSign)
        let authorization = try #require(signed.header("Authorization"))
        #expect(authorization.hasPrefix("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, "))
        #expect(authorization.hasSuffix(", Signature=\(vector.headerSignature)"))
    }

    @Test(arguments: suite)
    func queryPresigningMatchesTheSuite(_ vector: SuiteCase) throws {
        let signer = Self.suiteSigner(token: vector.sessionToken)
        let payloadHash = SigV4Signer.payloadHash(Data(vector.body.utf8))
        let presigned = signer.presigned(vector.request, expires: 3600, at: Self.suiteDate, payloadHash: payloadHash)
        #expect(signer.canonicalRequest(presigned, payloadHash: payloadHash) == vector.queryCanonicalRequest)
        #expect(presigned.query.last == .init("X-Amz-Signature", vector.querySignature))
    }

    static let s3Date = Date(timeIntervalSince1970: 1_369_353_600)  // 2013-05-24T00:00:00Z
    static let s3Signer = SigV4Signer(
        credentials: AWSCredentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE",
                                    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
        region: "us-east-1")

    /// "Example: GET Object" of https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
    /// (the first 10 bytes of test.txt in examplebucket, the empty body's hash signed).
    @Test func s3GetObjectExampleFromTheHeaderAuthenticationPage() throws {
        let request = SigV4Request(method: "GET", path: "/test.txt",
                                   headers: [.init("Host", "examplebucket.s3.amazonaws.com"), .init("Range", "bytes=0-9")])
        let emptyHash = SigV4Signer.payloadHash(Data())
        let signed = Self.s3Signer.signed(request, payloadHash: emptyHash, at: Self.s3Date)
        let canonical = Self.s3Signer.canonicalRequest(signed, payloadHash: emptyHash)
        #expect(canonical == #"""
        GET
        /test.txt

        host:examplebucket.s3.amazonaws.com
        range:bytes=0-9
        x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
        x-amz-date:20130524T000000Z

        host;range;x-amz-content-sha256;x-amz-date
        e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
        """#)
        #expect(Self.s3Signer.stringToSign(canonicalRequest: canonical, at: Self.s3Date) == #"""
        AWS4-HMAC-SHA256
        20130524T000000Z
        20130524/us-east-1/s3/aws4_request
        7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972
        """#)
        #expect(signed.header("Authorization") == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, "
            + "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, "
            + "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
    }

    /// The presigned GET of https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
    /// (test.txt in examplebucket, valid 86400 s, `UNSIGNED-PAYLOAD`).
    @Test func s3PresignedURLExampleFromTheQueryAuthenticationPage() {
        let request = SigV4Request(method: "GET", path: "/test.txt", headers: [.init("host", "examplebucket.s3.amazonaws.com")])
        let presigned = Self.s3Signer.presigned(request, expires: 86400, at: Self.s3Date)
        let canonical = Self.s3Signer.canonicalRequest(presigned, payloadHash: SigV4Signer.unsignedPayload)
        #expect(Self.s3Signer.stringToSign(canonicalRequest: canonical, at: Self.s3Date) == #"""
        AWS4-HMAC-SHA256
        20130524T000000Z
        20130524/us-east-1/s3/aws4_request
        3bfa292879f6447bbcda7001decf97f4a54dc650c8942174ae0a9121cf58ad04
        """#)
        #expect(presigned.encodedTarget == "/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            + "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request"
            + "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host"
            + "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404")
    }
}
