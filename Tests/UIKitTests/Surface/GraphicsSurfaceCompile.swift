// Compile-only: UIKit's drawing and Core Animation API as a UIKit client writes it (UIKit's labels, types,
// optionality and escaping), type-checked against ReuseKit's UIKit module; nothing here runs. Covers
// UIBezierPath, the graphics renderers, UIKit's C drawing functions, Core Animation's layers, animations,
// timing, transactions and display link, CGContext's drawing members and CGPath/CGMutablePath construction.
// Each use carries its `// api:` marker; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitGraphicsAPI.txt.
// UIKitSurfaceTests checks every member is here or listed in UIKitScreenSurface.md. CAMediaTiming is an
// Objective-C protocol on iOS, so class-bound: its requirements are set through a `let` existential.

import UIKit

// MARK: - UIBezierPath

@MainActor
private func graphicsSurfaceUseBezierPath(_ path: UIBezierPath, other: UIBezierPath, cgPath: CGPath, coder: NSCoder) {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 44)
    // api: UIBezierPath init(rect:)
    let _: UIBezierPath = UIBezierPath(rect: rect)
    // api: UIBezierPath init(ovalIn:)
    let _: UIBezierPath = UIBezierPath(ovalIn: rect)
    // api: UIBezierPath init(roundedRect:cornerRadius:)
    let _: UIBezierPath = UIBezierPath(roundedRect: rect, cornerRadius: 8)
    // api: UIBezierPath init(roundedRect:byRoundingCorners:cornerRadii:)
    let _: UIBezierPath = UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
    // api: UIBezierPath init(arcCenter:radius:startAngle:endAngle:clockwise:)
    let _: UIBezierPath = UIBezierPath(
        arcCenter: CGPoint(x: 22, y: 22), radius: 20, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    // api: UIBezierPath init(cgPath:)
    let _: UIBezierPath = UIBezierPath(cgPath: cgPath)
    // api: UIBezierPath reversing()
    let _: UIBezierPath = path.reversing()
    // api: UIBezierPath init()
    let _: UIBezierPath = UIBezierPath()
    // api: UIBezierPath init(coder:)
    let _: UIBezierPath? = UIBezierPath(coder: coder)
    // api: UIBezierPath move(to:)
    path.move(to: CGPoint(x: 0, y: 0))
    // api: UIBezierPath addLine(to:)
    path.addLine(to: CGPoint(x: 40, y: 0))
    // api: UIBezierPath addArc(withCenter:radius:startAngle:endAngle:clockwise:)
    path.addArc(withCenter: CGPoint(x: 40, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    // api: UIBezierPath addCurve(to:controlPoint1:controlPoint2:)
    path.addCurve(to: CGPoint(x: 50, y: 40), controlPoint1: CGPoint(x: 50, y: 20), controlPoint2: CGPoint(x: 55, y: 30))
    // api: UIBezierPath addQuadCurve(to:controlPoint:)
    path.addQuadCurve(to: CGPoint(x: 0, y: 40), controlPoint: CGPoint(x: 25, y: 60))
    // api: UIBezierPath close()
    path.close()
    // api: UIBezierPath removeAllPoints()
    other.removeAllPoints()
    // api: UIBezierPath append(_:)
    other.append(path)
    // api: UIBezierPath cgPath
    other.cgPath = cgPath
    let _: CGPath = path.cgPath
    // api: UIBezierPath currentPoint
    let _: CGPoint = path.currentPoint
    // api: UIBezierPath lineWidth
    path.lineWidth = 2
    let _: CGFloat = path.lineWidth
    // api: UIBezierPath lineCapStyle
    path.lineCapStyle = .round
    let _: CGLineCap = path.lineCapStyle
    // api: UIBezierPath lineJoinStyle
    path.lineJoinStyle = .bevel
    let _: CGLineJoin = path.lineJoinStyle
    // api: UIBezierPath miterLimit
    path.miterLimit = 4
    let _: CGFloat = path.miterLimit
    // api: UIBezierPath flatness
    path.flatness = 0.6
    let _: CGFloat = path.flatness
    // api: UIBezierPath usesEvenOddFillRule
    path.usesEvenOddFillRule = true
    let _: Bool = path.usesEvenOddFillRule
    // api: UIBezierPath setLineDash(_:count:phase:)
    let dashes: [CGFloat] = [6, 3]
    path.setLineDash(dashes, count: dashes.count, phase: 0)
    // api: UIBezierPath getLineDash(_:count:phase:)
    var pattern = [CGFloat](repeating: 0, count: 2)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(&pattern, count: &count, phase: &phase)
    // api: UIBezierPath fill()
    path.fill()
    // api: UIBezierPath fill(with:alpha:)
    path.fill(with: .multiply, alpha: 0.5)
    // api: UIBezierPath stroke()
    path.stroke()
    // api: UIBezierPath stroke(with:alpha:)
    path.stroke(with: .normal, alpha: 1)
    // api: UIBezierPath addClip()
    path.addClip()
    // api: UIBezierPath contains(_:)
    let _: Bool = path.contains(CGPoint(x: 10, y: 10))
    // api: UIBezierPath isEmpty
    let _: Bool = path.isEmpty
    // api: UIBezierPath bounds
    let _: CGRect = path.bounds
    // api: UIBezierPath apply(_:)
    path.apply(CGAffineTransform(scaleX: 2, y: 2))
}

// MARK: - Graphics renderers

@MainActor
private func graphicsSurfaceUseImageRenderer(
    _ format: UIGraphicsImageRendererFormat, traits: UITraitCollection, draw: (UIGraphicsImageRendererContext) -> Void
) {
    let size = CGSize(width: 44, height: 44)
    // api: UIGraphicsImageRendererFormat init(for:)
    let _: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat(for: traits)
    // api: UIGraphicsImageRendererFormat opaque
    format.opaque = true
    let _: Bool = format.opaque
    // api: UIGraphicsImageRendererFormat scale
    format.scale = 3
    let _: CGFloat = format.scale
    // api: UIGraphicsImageRendererFormat preferredRange
    format.preferredRange = .standard
    let _: UIGraphicsImageRendererFormat.Range = format.preferredRange
    // api: UIGraphicsImageRendererFormat Range
    let range: UIGraphicsImageRendererFormat.Range = .automatic
    switch range {
    case .unspecified, .automatic, .extended, .standard: break
    @unknown default: break
    }
    // api: UIGraphicsImageRendererFormat supportsHighDynamicRange
    let _: Bool = format.supportsHighDynamicRange
    // api: UIGraphicsImageRenderer init(bounds:format:)
    let _: UIGraphicsImageRenderer = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: size), format: format)
    // api: UIGraphicsImageRenderer init(size:)
    let renderer: UIGraphicsImageRenderer = UIGraphicsImageRenderer(size: size)
    // api: UIGraphicsImageRenderer init(size:format:)
    let _: UIGraphicsImageRenderer = UIGraphicsImageRenderer(size: size, format: format)
    // api: UIGraphicsImageRenderer image(actions:)
    let _: UIImage = renderer.image { (context: UIGraphicsImageRendererContext) in
        UIColor.blue.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
    let _: UIImage = renderer.image(actions: draw)
    // api: UIGraphicsImageRenderer jpegData(withCompressionQuality:actions:)
    let _: Data = renderer.jpegData(withCompressionQuality: 0.8, actions: draw)
    // api: UIGraphicsImageRenderer pngData(actions:)
    let _: Data = renderer.pngData(actions: draw)
    // api: UIGraphicsImageRenderer DrawingActions
    let actions: UIGraphicsImageRenderer.DrawingActions = { (context: UIGraphicsImageRendererContext) in
        context.fill(CGRect(origin: .zero, size: size))
    }
    let _: UIImage = renderer.image(actions: actions)
}

@MainActor
private func graphicsSurfaceUseImageRendererContext(_ context: UIGraphicsImageRendererContext) {
    // api: UIGraphicsImageRendererContext currentImage
    let _: UIImage = context.currentImage
}

// MARK: - UIKit's C drawing functions

@MainActor
private func graphicsSurfaceUseFunctions(_ context: CGContext) {
    let rect = CGRect(x: 0, y: 0, width: 30, height: 30)
    // api: UIKit UIRectFill(_:)
    UIRectFill(rect)
    // api: UIKit UIRectFillUsingBlendMode(_:_:)
    UIRectFillUsingBlendMode(rect, .multiply)
    // api: UIKit UIRectFrame(_:)
    UIRectFrame(rect)
    // api: UIKit UIRectFrameUsingBlendMode(_:_:)
    UIRectFrameUsingBlendMode(rect, .normal)
    // api: UIKit UIGraphicsGetCurrentContext()
    let _: CGContext? = UIGraphicsGetCurrentContext()
    // api: UIKit UIGraphicsPushContext(_:)
    UIGraphicsPushContext(context)
    // api: UIKit UIGraphicsPopContext()
    UIGraphicsPopContext()
    // api: UIKit UIRectClip(_:)
    UIRectClip(rect)
    // api: UIKit UIGraphicsBeginImageContext(_:)
    UIGraphicsBeginImageContext(rect.size)
    // api: UIKit UIGraphicsBeginImageContextWithOptions(_:_:_:)
    UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
    // api: UIKit UIGraphicsGetImageFromCurrentImageContext()
    let _: UIImage? = UIGraphicsGetImageFromCurrentImageContext()
    // api: UIKit UIGraphicsEndImageContext()
    UIGraphicsEndImageContext()
}

// MARK: - Core Animation layers

@MainActor
private func graphicsSurfaceUseGradientLayer(_ layer: CAGradientLayer) {
    // api: CAGradientLayer colors
    layer.colors = [UIColor.blue.cgColor, UIColor.cyan.cgColor]
    let _: [Any]? = layer.colors
    // api: CAGradientLayer locations
    layer.locations = [0, 0.5, 1]
    let _: [NSNumber]? = layer.locations
    // api: CAGradientLayer endPoint
    layer.endPoint = CGPoint(x: 1, y: 1)
    let _: CGPoint = layer.endPoint
    // api: CAGradientLayer startPoint
    layer.startPoint = CGPoint(x: 0, y: 0)
    let _: CGPoint = layer.startPoint
    // api: CAGradientLayer type
    layer.type = .radial
    let _: CAGradientLayerType = layer.type
}

@MainActor
private func graphicsSurfaceUseShapeLayer(_ layer: CAShapeLayer) {
    // api: CAShapeLayer path
    layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
    let _: CGPath? = layer.path
    // api: CAShapeLayer fillColor
    layer.fillColor = UIColor.clear.cgColor
    let _: CGColor? = layer.fillColor
    // api: CAShapeLayer fillRule
    layer.fillRule = .evenOdd
    let _: CAShapeLayerFillRule = layer.fillRule
    // api: CAShapeLayer lineCap
    layer.lineCap = .round
    let _: CAShapeLayerLineCap = layer.lineCap
    // api: CAShapeLayer lineDashPattern
    layer.lineDashPattern = [4, 2]
    let _: [NSNumber]? = layer.lineDashPattern
    // api: CAShapeLayer lineDashPhase
    layer.lineDashPhase = 1
    let _: CGFloat = layer.lineDashPhase
    // api: CAShapeLayer lineJoin
    layer.lineJoin = .round
    let _: CAShapeLayerLineJoin = layer.lineJoin
    // api: CAShapeLayer lineWidth
    layer.lineWidth = 3
    let _: CGFloat = layer.lineWidth
    // api: CAShapeLayer miterLimit
    layer.miterLimit = 10
    let _: CGFloat = layer.miterLimit
    // api: CAShapeLayer strokeColor
    layer.strokeColor = UIColor.red.cgColor
    let _: CGColor? = layer.strokeColor
    // api: CAShapeLayer strokeStart
    layer.strokeStart = 0
    let _: CGFloat = layer.strokeStart
    // api: CAShapeLayer strokeEnd
    layer.strokeEnd = 0.75
    let _: CGFloat = layer.strokeEnd
}

// MARK: - Core Animation animations

@MainActor
private func graphicsSurfaceUseAnimation(_ animation: CAAnimation, delegate: any CAAnimationDelegate) {
    // api: CAAnimation isRemovedOnCompletion
    animation.isRemovedOnCompletion = false
    let _: Bool = animation.isRemovedOnCompletion
    // api: CAAnimation timingFunction
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    let _: CAMediaTimingFunction? = animation.timingFunction
    // api: CAAnimation delegate
    animation.delegate = delegate
    let _: (any CAAnimationDelegate)? = animation.delegate
    // api: CAAnimation preferredFrameRateRange
    animation.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
    let _: CAFrameRateRange = animation.preferredFrameRateRange
}

@MainActor
private func graphicsSurfaceUsePropertyAnimation(_ animation: CAPropertyAnimation) {
    // api: CAPropertyAnimation keyPath
    animation.keyPath = "opacity"
    let _: String? = animation.keyPath
    // api: CAPropertyAnimation isCumulative
    animation.isCumulative = true
    let _: Bool = animation.isCumulative
    // api: CAPropertyAnimation isAdditive
    animation.isAdditive = true
    let _: Bool = animation.isAdditive
    // api: CAPropertyAnimation init(keyPath:)
    let _: CAPropertyAnimation = CAPropertyAnimation(keyPath: "position")
    let _: CABasicAnimation = CABasicAnimation(keyPath: nil)
}

@MainActor
private func graphicsSurfaceUseBasicAnimation(_ animation: CABasicAnimation) {
    // api: CABasicAnimation fromValue
    animation.fromValue = 0
    let _: Any? = animation.fromValue
    // api: CABasicAnimation toValue
    animation.toValue = 1
    let _: Any? = animation.toValue
    // api: CABasicAnimation byValue
    animation.byValue = 0.5
    let _: Any? = animation.byValue
}

@MainActor
private func graphicsSurfaceUseKeyframeAnimation(_ animation: CAKeyframeAnimation, path: CGPath) {
    // api: CAKeyframeAnimation values
    animation.values = [0, -10, 10, 0]
    let _: [Any]? = animation.values
    // api: CAKeyframeAnimation path
    animation.path = path
    let _: CGPath? = animation.path
    // api: CAKeyframeAnimation keyTimes
    animation.keyTimes = [0, 0.3, 0.6, 1]
    let _: [NSNumber]? = animation.keyTimes
    // api: CAKeyframeAnimation timingFunctions
    animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
    let _: [CAMediaTimingFunction]? = animation.timingFunctions
    // api: CAKeyframeAnimation calculationMode
    animation.calculationMode = .cubic
    let _: CAAnimationCalculationMode = animation.calculationMode
    // api: CAKeyframeAnimation rotationMode
    animation.rotationMode = .rotateAuto
    let _: CAAnimationRotationMode? = animation.rotationMode
    // api: CAKeyframeAnimation tensionValues
    animation.tensionValues = [0, 0.5]
    let _: [NSNumber]? = animation.tensionValues
    // api: CAKeyframeAnimation continuityValues
    animation.continuityValues = [0, 0.5]
    let _: [NSNumber]? = animation.continuityValues
    // api: CAKeyframeAnimation biasValues
    animation.biasValues = [0, 0.5]
    let _: [NSNumber]? = animation.biasValues
}

@MainActor
private func graphicsSurfaceUseSpringAnimation(_ animation: CASpringAnimation, spring: CASpringAnimation) {
    // api: CASpringAnimation damping
    animation.damping = 12
    let _: CGFloat = animation.damping
    // api: CASpringAnimation initialVelocity
    animation.initialVelocity = 0.5
    let _: CGFloat = animation.initialVelocity
    // api: CASpringAnimation mass
    animation.mass = 1
    let _: CGFloat = animation.mass
    // api: CASpringAnimation settlingDuration
    let _: CFTimeInterval = animation.settlingDuration
    // api: CASpringAnimation stiffness
    animation.stiffness = 200
    let _: CGFloat = animation.stiffness
    // api: CASpringAnimation init(perceptualDuration:bounce:)
    let _: CASpringAnimation = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
    // api: CASpringAnimation allowsOverdamping
    spring.allowsOverdamping = true
    let _: Bool = spring.allowsOverdamping
    // api: CASpringAnimation bounce
    let _: CGFloat = spring.bounce
    // api: CASpringAnimation perceptualDuration
    let _: CFTimeInterval = spring.perceptualDuration
}

@MainActor
private func graphicsSurfaceUseGroupAndTransition(_ group: CAAnimationGroup, transition: CATransition) {
    // api: CAAnimationGroup animations
    group.animations = [CABasicAnimation(keyPath: "opacity"), CABasicAnimation(keyPath: "transform.scale")]
    let _: [CAAnimation]? = group.animations
    // api: CATransition startProgress
    transition.startProgress = 0
    let _: Float = transition.startProgress
    // api: CATransition endProgress
    transition.endProgress = 1
    let _: Float = transition.endProgress
    // api: CATransition type
    transition.type = .push
    let _: CATransitionType = transition.type
    // api: CATransition subtype
    transition.subtype = .fromRight
    let _: CATransitionSubtype? = transition.subtype
    // api: CATransition filter
    transition.filter = nil
    let _: Any? = transition.filter
}

@MainActor
private func graphicsSurfaceUseTimingFunction(_ function: CAMediaTimingFunction) {
    // api: CAMediaTimingFunction init(name:)
    let _: CAMediaTimingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    // api: CAMediaTimingFunction init(controlPoints:_:_:_:)
    let _: CAMediaTimingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
    // api: CAMediaTimingFunction getControlPoint(at:values:)
    var point: [Float] = [0, 0]
    function.getControlPoint(at: 1, values: &point)
}

@MainActor
private func graphicsSurfaceUseTransaction(_ layer: CALayer) {
    // api: CATransaction begin()
    CATransaction.begin()
    // api: CATransaction setAnimationDuration(_:)
    CATransaction.setAnimationDuration(0.3)
    // api: CATransaction animationDuration()
    let _: CFTimeInterval = CATransaction.animationDuration()
    // api: CATransaction setAnimationTimingFunction(_:)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    // api: CATransaction animationTimingFunction()
    let _: CAMediaTimingFunction? = CATransaction.animationTimingFunction()
    // api: CATransaction setDisableActions(_:)
    CATransaction.setDisableActions(true)
    // api: CATransaction disableActions()
    let _: Bool = CATransaction.disableActions()
    // api: CATransaction setCompletionBlock(_:)
    CATransaction.setCompletionBlock { layer.removeAllAnimations() }
    // api: CATransaction completionBlock()
    let _: (() -> Void)? = CATransaction.completionBlock()
    // api: CATransaction setValue(_:forKey:)
    CATransaction.setValue(true, forKey: "disableActions")
    // api: CATransaction value(forKey:)
    let _: Any? = CATransaction.value(forKey: "animationDuration")
    // api: CATransaction commit()
    CATransaction.commit()
    // api: CATransaction flush()
    CATransaction.flush()
    // api: CATransaction lock()
    CATransaction.lock()
    // api: CATransaction unlock()
    CATransaction.unlock()
}

// CAAnimationDelegate: an object told when an animation starts and stops.
private final class GraphicsSurfaceAnimationDelegate: NSObject, CAAnimationDelegate {
    var stopped = false
    // api: CAAnimationDelegate animationDidStart(_:)
    func animationDidStart(_ anim: CAAnimation) { stopped = false }
    // api: CAAnimationDelegate animationDidStop(_:finished:)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = flag }
}

// MARK: - CGContext

@MainActor
private func graphicsSurfaceUseContextPaths(_ context: CGContext, path: CGPath) {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    // api: CGContext userSpaceToDeviceSpaceTransform
    let _: CGAffineTransform = context.userSpaceToDeviceSpaceTransform
    // api: CGContext convertToDeviceSpace(_:)
    let _: CGPoint = context.convertToDeviceSpace(CGPoint(x: 1, y: 1))
    let _: CGRect = context.convertToDeviceSpace(rect)
    let _: CGSize = context.convertToDeviceSpace(rect.size)
    // api: CGContext convertToUserSpace(_:)
    let _: CGPoint = context.convertToUserSpace(CGPoint(x: 3, y: 3))
    let _: CGRect = context.convertToUserSpace(rect)
    let _: CGSize = context.convertToUserSpace(rect.size)
    // api: CGContext beginPath()
    context.beginPath()
    // api: CGContext move(to:)
    context.move(to: CGPoint(x: 0, y: 0))
    // api: CGContext addLine(to:)
    context.addLine(to: CGPoint(x: 100, y: 0))
    // api: CGContext addLines(between:)
    context.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 20), CGPoint(x: 100, y: 10)])
    // api: CGContext addRect(_:)
    context.addRect(rect)
    // api: CGContext addRects(_:)
    context.addRects([rect, rect.insetBy(dx: 10, dy: 10)])
    // api: CGContext addEllipse(in:)
    context.addEllipse(in: rect)
    // api: CGContext addArc(center:radius:startAngle:endAngle:clockwise:)
    context.addArc(center: CGPoint(x: 50, y: 30), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    // api: CGContext addArc(tangent1End:tangent2End:radius:)
    context.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 60), radius: 8)
    // api: CGContext addCurve(to:control1:control2:)
    context.addCurve(to: CGPoint(x: 0, y: 60), control1: CGPoint(x: 60, y: 80), control2: CGPoint(x: 30, y: 80))
    // api: CGContext addQuadCurve(to:control:)
    context.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: -20, y: 30))
    // api: CGContext addPath(_:)
    context.addPath(path)
    // api: CGContext closePath()
    context.closePath()
    // api: CGContext path
    let _: CGPath? = context.path
    // api: CGContext boundingBoxOfPath
    let _: CGRect = context.boundingBoxOfPath
    // api: CGContext currentPointOfPath
    let _: CGPoint = context.currentPointOfPath
    // api: CGContext isPathEmpty
    let _: Bool = context.isPathEmpty
    // api: CGContext pathContains(_:mode:)
    let _: Bool = context.pathContains(CGPoint(x: 5, y: 5), mode: .fill)
    // api: CGContext drawPath(using:)
    context.drawPath(using: .fillStroke)
    // api: CGContext fillPath(using:)
    context.fillPath(using: .evenOdd)
    context.fillPath()
    // api: CGContext strokePath()
    context.strokePath()
    // api: CGContext clear(_:)
    context.clear(rect)
    // api: CGContext fill(_:)
    context.fill(rect)
    context.fill([rect, rect.offsetBy(dx: 0, dy: 70)])
    // api: CGContext fillEllipse(in:)
    context.fillEllipse(in: rect)
    // api: CGContext stroke(_:)
    context.stroke(rect)
    // api: CGContext stroke(_:width:)
    context.stroke(rect, width: 2)
    // api: CGContext strokeEllipse(in:)
    context.strokeEllipse(in: rect)
    // api: CGContext strokeLineSegments(between:)
    context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)])
}

@MainActor
private func graphicsSurfaceUseContextContent(
    _ context: CGContext, image: CGImage, gradient: CGGradient
) {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    // api: CGContext draw(_:in:byTiling:)
    context.draw(image, in: rect)
    context.draw(image, in: rect, byTiling: true)
    // api: CGContext interpolationQuality
    context.interpolationQuality = .high
    let _: CGInterpolationQuality = context.interpolationQuality
    // api: CGContext drawLinearGradient(_:start:end:options:)
    context.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 0, y: 60), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    // api: CGContext drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)
    context.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 50, y: 30), startRadius: 0, endCenter: CGPoint(x: 50, y: 30),
        endRadius: 30, options: [])
    // api: CGContext textMatrix
    context.textMatrix = .identity
    let _: CGAffineTransform = context.textMatrix
    // api: CGContext textPosition
    context.textPosition = CGPoint(x: 4, y: 20)
    let _: CGPoint = context.textPosition
    // api: CGContext setCharacterSpacing(_:)
    context.setCharacterSpacing(0.5)
    // api: CGContext setFontSize(_:)
    context.setFontSize(15)
    // api: CGContext setTextDrawingMode(_:)
    context.setTextDrawingMode(.fill)
    // api: CGContext setAllowsFontSmoothing(_:)
    context.setAllowsFontSmoothing(true)
    // api: CGContext setAllowsFontSubpixelPositioning(_:)
    context.setAllowsFontSubpixelPositioning(true)
    // api: CGContext setAllowsFontSubpixelQuantization(_:)
    context.setAllowsFontSubpixelQuantization(true)
    // api: CGContext setShouldSmoothFonts(_:)
    context.setShouldSmoothFonts(true)
    // api: CGContext setShouldSubpixelPositionFonts(_:)
    context.setShouldSubpixelPositionFonts(true)
    // api: CGContext setShouldSubpixelQuantizeFonts(_:)
    context.setShouldSubpixelQuantizeFonts(true)
}

@MainActor
private func graphicsSurfaceUseContextState(
    _ context: CGContext, space: CGColorSpace, mask: CGImage
) {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let components: [CGFloat] = [0.2, 0.4, 0.6, 1]
    // api: CGContext setFillColor(_:)
    context.setFillColor(UIColor.blue.cgColor)
    context.setFillColor(components)
    // api: CGContext setFillColor(cyan:magenta:yellow:black:alpha:)
    context.setFillColor(cyan: 0, magenta: 0.5, yellow: 0.5, black: 0, alpha: 1)
    // api: CGContext setFillColor(gray:alpha:)
    context.setFillColor(gray: 0.5, alpha: 1)
    // api: CGContext setFillColor(red:green:blue:alpha:)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    // api: CGContext setFillColorSpace(_:)
    context.setFillColorSpace(space)
    // api: CGContext setShadow(offset:blur:)
    context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
    // api: CGContext setShadow(offset:blur:color:)
    context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.cgColor)
    // api: CGContext setStrokeColor(_:)
    context.setStrokeColor(UIColor.gray.cgColor)
    context.setStrokeColor(components)
    // api: CGContext setStrokeColor(cyan:magenta:yellow:black:alpha:)
    context.setStrokeColor(cyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
    // api: CGContext setStrokeColor(gray:alpha:)
    context.setStrokeColor(gray: 0.2, alpha: 1)
    // api: CGContext setStrokeColor(red:green:blue:alpha:)
    context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
    // api: CGContext setStrokeColorSpace(_:)
    context.setStrokeColorSpace(space)
    // api: CGContext setAlpha(_:)
    context.setAlpha(0.8)
    // api: CGContext clip(using:)
    context.clip(using: .evenOdd)
    context.clip()
    // api: CGContext clip(to:)
    context.clip(to: rect)
    context.clip(to: [rect, rect.insetBy(dx: 5, dy: 5)])
    // api: CGContext boundingBoxOfClipPath
    let _: CGRect = context.boundingBoxOfClipPath
    // api: CGContext ctm
    let _: CGAffineTransform = context.ctm
    // api: CGContext rotate(by:)
    context.rotate(by: .pi / 4)
    // api: CGContext scaleBy(x:y:)
    context.scaleBy(x: 1, y: -1)
    // api: CGContext translateBy(x:y:)
    context.translateBy(x: 0, y: rect.height)
    // api: CGContext concatenate(_:)
    context.concatenate(CGAffineTransform(translationX: 4, y: 4))
    // api: CGContext setAllowsAntialiasing(_:)
    context.setAllowsAntialiasing(true)
    // api: CGContext setFlatness(_:)
    context.setFlatness(0.6)
    // api: CGContext setLineCap(_:)
    context.setLineCap(.round)
    // api: CGContext setLineDash(phase:lengths:)
    context.setLineDash(phase: 0, lengths: [4, 2])
    // api: CGContext setLineJoin(_:)
    context.setLineJoin(.round)
    // api: CGContext setLineWidth(_:)
    context.setLineWidth(1 / 3)
    // api: CGContext setMiterLimit(_:)
    context.setMiterLimit(10)
    // api: CGContext setPatternPhase(_:)
    context.setPatternPhase(CGSize(width: 2, height: 2))
    // api: CGContext setShouldAntialias(_:)
    context.setShouldAntialias(true)
    // api: CGContext saveGState()
    context.saveGState()
    // api: CGContext restoreGState()
    context.restoreGState()
    // api: CGContext flush()
    context.flush()
    // api: CGContext synchronize()
    context.synchronize()
    // api: CGContext setBlendMode(_:)
    context.setBlendMode(.multiply)
    // api: CGContext resetClip()
    context.resetClip()
}

// MARK: - CGPath and CGMutablePath

@MainActor
private func graphicsSurfaceUsePaths(_ path: CGPath) {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
    var transform = CGAffineTransform(translationX: 2, y: 2)
    // api: CGPath init(rect:transform:)
    let _: CGPath = CGPath(rect: rect, transform: nil)
    let _: CGPath = CGPath(rect: rect, transform: &transform)
    // api: CGPath init(ellipseIn:transform:)
    let _: CGPath = CGPath(ellipseIn: rect, transform: nil)
    // api: CGPath init(roundedRect:cornerWidth:cornerHeight:transform:)
    let _: CGPath = CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil)
    // api: CGPath copy()
    let _: CGPath? = path.copy()
    // api: CGPath copy(using:)
    let _: CGPath? = path.copy(using: &transform)
    // api: CGPath mutableCopy()
    let _: CGMutablePath? = path.mutableCopy()
    // api: CGPath mutableCopy(using:)
    let _: CGMutablePath? = path.mutableCopy(using: &transform)
}

@MainActor
private func graphicsSurfaceUseMutablePath(_ path: CGMutablePath, other: CGPath) {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
    let shift = CGAffineTransform(translationX: 0, y: 50)
    // api: CGMutablePath init()
    let _: CGMutablePath = CGMutablePath()
    // api: CGMutablePath move(to:transform:)
    path.move(to: CGPoint(x: 0, y: 0))
    path.move(to: CGPoint(x: 0, y: 0), transform: shift)
    // api: CGMutablePath addLine(to:transform:)
    path.addLine(to: CGPoint(x: 80, y: 0))
    // api: CGMutablePath addLines(between:transform:)
    path.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 80, y: 10)], transform: shift)
    // api: CGMutablePath addRect(_:transform:)
    path.addRect(rect)
    // api: CGMutablePath addRects(_:transform:)
    path.addRects([rect, rect.insetBy(dx: 4, dy: 4)])
    // api: CGMutablePath addEllipse(in:transform:)
    path.addEllipse(in: rect)
    // api: CGMutablePath addRoundedRect(in:cornerWidth:cornerHeight:transform:)
    path.addRoundedRect(in: rect, cornerWidth: 8, cornerHeight: 8)
    // api: CGMutablePath addArc(center:radius:startAngle:endAngle:clockwise:transform:)
    path.addArc(center: CGPoint(x: 40, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    // api: CGMutablePath addArc(tangent1End:tangent2End:radius:transform:)
    path.addArc(tangent1End: CGPoint(x: 80, y: 0), tangent2End: CGPoint(x: 80, y: 40), radius: 6)
    // api: CGMutablePath addRelativeArc(center:radius:startAngle:delta:transform:)
    path.addRelativeArc(center: CGPoint(x: 40, y: 20), radius: 12, startAngle: 0, delta: .pi / 2)
    // api: CGMutablePath addCurve(to:control1:control2:transform:)
    path.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 60, y: 60), control2: CGPoint(x: 20, y: 60))
    // api: CGMutablePath addQuadCurve(to:control:transform:)
    path.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: -10, y: 20))
    // api: CGMutablePath addPath(_:transform:)
    path.addPath(other, transform: shift)
    // api: CGMutablePath closeSubpath()
    path.closeSubpath()
}

@MainActor
private func graphicsSurfaceUseDisplayLink(_ link: CADisplayLink) {
    // api: CADisplayLink duration
    let _: CFTimeInterval = link.duration
    // api: CADisplayLink preferredFrameRateRange
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
    let _: CAFrameRateRange = link.preferredFrameRateRange
    // api: CADisplayLink preferredFramesPerSecond
    link.preferredFramesPerSecond = 60
    let _: Int = link.preferredFramesPerSecond
    // api: CADisplayLink isPaused
    link.isPaused = true
    let _: Bool = link.isPaused
    // api: CADisplayLink timestamp
    let _: CFTimeInterval = link.timestamp
    // api: CADisplayLink targetTimestamp
    let _: CFTimeInterval = link.targetTimestamp
    // api: CADisplayLink add(to:forMode:)
    link.add(to: .main, forMode: .common)
    // api: CADisplayLink remove(from:forMode:)
    link.remove(from: .main, forMode: .default)
    // api: CADisplayLink invalidate()
    link.invalidate()
}

// UIGraphicsRenderer: what a renderer subclass overrides and calls.
private final class GraphicsSurfaceRenderer: UIGraphicsRenderer {
    // api: UIGraphicsRenderer context(with:)
    override class func context(with format: UIGraphicsRendererFormat) -> CGContext? {
        super.context(with: format)
    }
    // api: UIGraphicsRenderer prepare(_:with:)
    override class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {
        super.prepare(context, with: rendererContext)
    }
    // api: UIGraphicsRenderer rendererContextClass()
    override class func rendererContextClass() -> AnyClass { UIGraphicsRendererContext.self }

    // api: UIGraphicsRenderer runDrawingActions(_:completionActions:)
    func draw(_ actions: (UIGraphicsRendererContext) -> Void) throws {
        try runDrawingActions(actions, completionActions: nil)
        try runDrawingActions(
            { (context: UIGraphicsRendererContext) in
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }, completionActions: { (_: UIGraphicsRendererContext) in })
    }
}

@MainActor
private func graphicsSurfaceUseRenderer(format: UIGraphicsRendererFormat) {
    let bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
    // api: UIGraphicsRenderer init(bounds:)
    let renderer: UIGraphicsRenderer = UIGraphicsRenderer(bounds: bounds)
    // api: UIGraphicsRenderer init(bounds:format:)
    let _: UIGraphicsRenderer = UIGraphicsRenderer(bounds: bounds, format: format)
    // api: UIGraphicsRenderer allowsImageOutput
    let _: Bool = renderer.allowsImageOutput
    // api: UIGraphicsRenderer format
    let _: UIGraphicsRendererFormat = renderer.format
    // api: UIGraphicsRenderer UIGraphicsDrawingActions
    let _: UIGraphicsDrawingActions = { (context: UIGraphicsRendererContext) in context.fill(bounds) }
    // api: UIGraphicsRendererFormat default()
    let _: UIGraphicsRendererFormat = UIGraphicsRendererFormat.default()
    // api: UIGraphicsRendererFormat preferred()
    let _: UIGraphicsRendererFormat = UIGraphicsRendererFormat.preferred()
    let _: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat.preferred()
    // api: UIGraphicsRendererFormat bounds
    let _: CGRect = format.bounds
}

@MainActor
private func graphicsSurfaceUseRendererContext(_ context: UIGraphicsRendererContext) {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
    // api: UIGraphicsRendererContext cgContext
    let _: CGContext = context.cgContext
    // api: UIGraphicsRendererContext format
    let _: UIGraphicsRendererFormat = context.format
    // api: UIGraphicsRendererContext stroke(_:)
    context.stroke(rect)
    // api: UIGraphicsRendererContext stroke(_:blendMode:)
    context.stroke(rect, blendMode: .multiply)
    // api: UIGraphicsRendererContext fill(_:blendMode:)
    context.fill(rect, blendMode: .normal)
    // api: UIGraphicsRendererContext fill(_:)
    context.fill(rect)
    // api: UIGraphicsRendererContext clip(to:)
    context.clip(to: rect)
}

// CAAnimation: the class method a subclass overrides.
private final class GraphicsSurfaceFadeAnimation: CABasicAnimation {
    // api: CAAnimation defaultValue(forKey:)
    override class func defaultValue(forKey key: String) -> Any? {
        key == "duration" ? 0.25 : super.defaultValue(forKey: key)
    }
    // api: CAAnimation shouldArchiveValue(forKey:)
    override func shouldArchiveValue(forKey key: String) -> Bool {
        key != "delegate" && super.shouldArchiveValue(forKey: key)
    }
}

// CAMediaTiming: a type that adopts it with UIKit's requirement signatures, as CALayer and CAAnimation do.
private final class GraphicsSurfaceTiming: NSObject, CAMediaTiming {
    var beginTime: CFTimeInterval = 0
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var duration: CFTimeInterval = 0.25
    var speed: Float = 1
    var autoreverses: Bool = false
    var fillMode: CAMediaTimingFillMode = .removed
}

// CAMediaTiming: the requirements as a client sets and reads them on any adopter.
@MainActor
private func graphicsSurfaceUseMediaTiming(_ timing: any CAMediaTiming) {
    // api: CAMediaTiming beginTime
    timing.beginTime = CACurrentMediaTime() + 0.1
    let _: CFTimeInterval = timing.beginTime
    // api: CAMediaTiming timeOffset
    timing.timeOffset = 0
    let _: CFTimeInterval = timing.timeOffset
    // api: CAMediaTiming repeatCount
    timing.repeatCount = .greatestFiniteMagnitude
    let _: Float = timing.repeatCount
    // api: CAMediaTiming repeatDuration
    timing.repeatDuration = 0
    let _: CFTimeInterval = timing.repeatDuration
    // api: CAMediaTiming duration
    timing.duration = 0.3
    let _: CFTimeInterval = timing.duration
    // api: CAMediaTiming speed
    timing.speed = 2
    let _: Float = timing.speed
    // api: CAMediaTiming autoreverses
    timing.autoreverses = true
    let _: Bool = timing.autoreverses
    // api: CAMediaTiming fillMode
    timing.fillMode = .forwards
    let _: CAMediaTimingFillMode = timing.fillMode
}

@MainActor
private func graphicsSurfaceUseTextLayer(_ layer: CATextLayer) {
    // api: CATextLayer string
    layer.string = "Inbox"
    let _: Any? = layer.string
    // api: CATextLayer fontSize
    layer.fontSize = 15
    let _: CGFloat = layer.fontSize
    // api: CATextLayer foregroundColor
    layer.foregroundColor = UIColor.black.cgColor
    let _: CGColor? = layer.foregroundColor
    // api: CATextLayer allowsFontSubpixelQuantization
    layer.allowsFontSubpixelQuantization = true
    let _: Bool = layer.allowsFontSubpixelQuantization
    // api: CATextLayer isWrapped
    layer.isWrapped = true
    let _: Bool = layer.isWrapped
    // api: CATextLayer alignmentMode
    layer.alignmentMode = .center
    let _: CATextLayerAlignmentMode = layer.alignmentMode
    // api: CATextLayer truncationMode
    layer.truncationMode = .end
    let _: CATextLayerTruncationMode = layer.truncationMode
}

@MainActor
private func graphicsSurfaceUseReplicatorLayer(_ layer: CAReplicatorLayer) {
    // api: CAReplicatorLayer instanceCount
    layer.instanceCount = 3
    let _: Int = layer.instanceCount
    // api: CAReplicatorLayer instanceDelay
    layer.instanceDelay = 0.2
    let _: CFTimeInterval = layer.instanceDelay
    // api: CAReplicatorLayer instanceTransform
    layer.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
    let _: CATransform3D = layer.instanceTransform
    // api: CAReplicatorLayer preservesDepth
    layer.preservesDepth = false
    let _: Bool = layer.preservesDepth
    // api: CAReplicatorLayer instanceColor
    layer.instanceColor = UIColor.white.cgColor
    let _: CGColor? = layer.instanceColor
    // api: CAReplicatorLayer instanceRedOffset
    layer.instanceRedOffset = -0.1
    let _: Float = layer.instanceRedOffset
    // api: CAReplicatorLayer instanceGreenOffset
    layer.instanceGreenOffset = -0.1
    let _: Float = layer.instanceGreenOffset
    // api: CAReplicatorLayer instanceBlueOffset
    layer.instanceBlueOffset = -0.1
    let _: Float = layer.instanceBlueOffset
    // api: CAReplicatorLayer instanceAlphaOffset
    layer.instanceAlphaOffset = -0.3
    let _: Float = layer.instanceAlphaOffset
}
