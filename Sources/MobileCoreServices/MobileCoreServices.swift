// MobileCoreServices' type identifier constants on Linux, so that `import MobileCoreServices` in older UIKit
// code (`kUTTypePlainText as String`, the drag-and-drop samples' idiom) builds unchanged. iOS 15 deprecated them
// for `UTType`; each is the identifier of the `UTType` of the same name.
@_exported import Foundation
import ReuseKit

/// CoreFoundation's string as these constants are typed (`CFString`): a Swift `String` on Linux, whose
/// Foundation has no CoreFoundation types, so that `kUTTypePlainText as String` is the same conversion.
public typealias CFString = String

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.item`.
public let kUTTypeItem: CFString = UTType.item.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.content`.
public let kUTTypeContent: CFString = UTType.content.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.data`.
public let kUTTypeData: CFString = UTType.data.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.text`.
public let kUTTypeText: CFString = UTType.text.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.plain-text`.
public let kUTTypePlainText: CFString = UTType.plainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.utf8-plain-text`.
public let kUTTypeUTF8PlainText: CFString = UTType.utf8PlainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.utf16-plain-text`.
public let kUTTypeUTF16PlainText: CFString = UTType.utf16PlainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.html`.
public let kUTTypeHTML: CFString = UTType.html.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.json`.
public let kUTTypeJSON: CFString = UTType.json.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.image`.
public let kUTTypeImage: CFString = UTType.image.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.png`.
public let kUTTypePNG: CFString = UTType.png.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.jpeg`.
public let kUTTypeJPEG: CFString = UTType.jpeg.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.compuserve.gif`.
public let kUTTypeGIF: CFString = UTType.gif.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.url`.
public let kUTTypeURL: CFString = UTType.url.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.file-url`.
public let kUTTypeFileURL: CFString = UTType.fileURL.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.adobe.pdf`.
public let kUTTypePDF: CFString = UTType.pdf.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.archive`.
public let kUTTypeArchive: CFString = UTType.archive.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.zip-archive`.
public let kUTTypeZipArchive: CFString = UTType.zip.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.movie`.
public let kUTTypeMovie: CFString = UTType.movie.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.audio`.
public let kUTTypeAudio: CFString = UTType.audio.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.folder`.
public let kUTTypeFolder: CFString = UTType.folder.identifier
