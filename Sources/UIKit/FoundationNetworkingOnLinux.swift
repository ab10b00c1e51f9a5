// FoundationNetworking members Apple's platforms have and swift-corelibs-foundation lacks, which UIKit code and
// its tests call.
#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking

    extension HTTPURLResponse {
        /// A placeholder response, as `HTTPURLResponse()` (NSObject's `init()`) makes one on Apple's platforms:
        /// status 0, no headers. Linux's HTTPURLResponse has no such initializer and requires a URL, so this one's
        /// is `about:blank`. Its only parameter has a default, so `HTTPURLResponse()` calls it unchanged.
        public convenience init(_ empty: Void = ()) {
            self.init(url: URL(string: "about:blank")!, statusCode: 0, httpVersion: nil, headerFields: nil)!
        }
    }
#endif
