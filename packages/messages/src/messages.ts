/**
 * The server's messages, which the workbench's mock server answers with too. Persian first (the default
 * language), English second; both must hold every key. `{name}` is filled by `translate`.
 */
export const messages = {
  fa: {
    'error.badRequest': 'درخواست نامعتبر است.',
    'error.malformedJson': 'بدنهٔ درخواست JSON معتبر نیست.',
    'error.jsonTooDeep': 'بدنهٔ درخواست بیش از حد تودرتو است.',
    'error.payloadTooLarge': 'حجم درخواست بیش از حد مجاز است.',
    'error.unsupportedMediaType': 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
    'error.validation': 'اطلاعات وارد شده معتبر نیست.',
    'error.missingXhr': 'درخواست بدون سرآیند X-Requested-With پذیرفته نمی‌شود.',
    'error.foreignOrigin': 'درخواست از مبدأ دیگری پذیرفته نمی‌شود.',
    'error.notFound': 'مسیر درخواستی پیدا نشد.',
    'error.forbidden': 'اجازهٔ این کار را ندارید.',
    'error.methodNotAllowed': 'این روش درخواست مجاز نیست.',
    'error.unauthenticated': 'ابتدا وارد حساب کاربری خود شوید.',
    'error.tooManyRequests': 'تعداد درخواست‌ها زیاد است. لطفاً {seconds} ثانیه دیگر دوباره تلاش کنید.',
    'error.notImplemented': 'این قابلیت هنوز پیاده‌سازی نشده است.',
    'error.internal': 'خطای غیرمنتظره‌ای رخ داد. لطفاً دوباره تلاش کنید.',
    'error.conflict': 'این کار با وضعیت فعلی سازگار نیست؛ شاید پیش‌تر انجام شده است. صفحه را تازه کنید.',
    'error.busy': 'سرور در این لحظه سرش شلوغ است. لطفاً چند لحظهٔ دیگر دوباره تلاش کنید.',
    'error.tooManyRequestsMinutes': 'تعداد درخواست‌ها زیاد است. لطفاً {minutes} دقیقهٔ دیگر دوباره تلاش کنید.',
    'error.uriTooLong': 'نشانی درخواست بیش از حد طولانی است.',
    'auth.lockedOut':
      'به دلیل چند تلاش ناموفق پیاپی، ورود به این حساب تا {minutes} دقیقهٔ دیگر ممکن نیست. می‌توانید رمز عبور را بازیابی کنید.',
    'auth.lockedOutOneMinute':
      'به دلیل چند تلاش ناموفق پیاپی، ورود به این حساب تا یک دقیقهٔ دیگر ممکن نیست. می‌توانید رمز عبور را بازیابی کنید.',
    'auth.passwordChangeRequired': 'پیش از ادامه، رمز عبور خود را تعیین کنید.',
    'otp.cooldownMinutes': 'لطفاً {minutes} دقیقهٔ دیگر برای دریافت کد جدید صبر کنید.',
    'password.currentRequired': 'رمز عبور فعلی را وارد کنید.',
    'password.currentWrong': 'رمز عبور فعلی اشتباه است.',
    'password.wrong': 'رمز عبور اشتباه است.',
    'wallet.withdrawalsHeldAfterReset':
      'رمز عبور شما به‌تازگی بازنشانی شد؛ برای امنیت حساب، برداشت تا {until} به وقت تهران ممکن نیست. خرید و فروش باز است.',
    'wallet.withdrawalsHeldAfterPasswordChange':
      'رمز عبور شما به‌تازگی تغییر کرد؛ برای امنیت حساب، برداشت تا {until} به وقت تهران ممکن نیست. خرید و فروش باز است.',
    'wallet.withdrawalsHeldAfterRecoveryCode':
      'با یک کد بازیابی وارد شدید؛ برای امنیت حساب، برداشت تا {until} به وقت تهران ممکن نیست. خرید و فروش باز است.',
    'wallet.withdrawalsHeldAfterFactorRemoved':
      'برنامهٔ تأیید هویت به‌تازگی از حساب برداشته شد؛ برای امنیت حساب، برداشت تا {until} به وقت تهران ممکن نیست. خرید و فروش باز است.',
    'wallet.withdrawalsHeldAfterFactorAdded':
      'برنامهٔ تأیید هویت به‌تازگی دوباره راه‌اندازی شد؛ برای امنیت حساب، برداشت تا {until} به وقت تهران ممکن نیست. خرید و فروش باز است.',
    'passkey.wrong': 'این کلید عبور تأیید نشد. دوباره امتحان کنید یا کد برنامهٔ تأیید هویت را وارد کنید.',
    'passkey.needsApp': 'نخست برنامهٔ تأیید هویت را فعال کنید؛ کلید عبور در کنار آن افزوده می‌شود.',
    'passkey.noneRegistered': 'هیچ کلید عبوری برای این حساب ثبت نشده است.',
    'passkey.tooMany': 'بیش از {limit} کلید عبور نمی‌توان ثبت کرد؛ یکی را حذف کنید.',
    'passkey.notFound': 'این کلید عبور پیدا نشد.',
    'passkey.nameRequired': 'برای کلید عبور نامی بین ۱ تا ۶۴ نویسه بنویسید.',
    'passkey.oneFactor': 'کد برنامهٔ تأیید هویت یا کلید عبور را بفرستید، نه هر دو.',
    'secondFactor.notOn': 'برنامهٔ تأیید هویت برای این حساب فعال نیست.',
    'notification.second_factor_removed.title': 'ورود دومرحله‌ای خاموش شد',
    'notification.second_factor_removed.body':
      'برنامهٔ تأیید هویت و کدهای بازیابی این حساب دیگر کار نمی‌کنند و برداشت تا {hours} ساعت ممکن نیست. اگر شما این کار را نکردید، همین حالا برداشت‌ها را متوقف کنید و به پشتیبانی خبر دهید.',
    'secondFactor.codeWrong':
      'کد درست نیست یا پیش‌تر به کار رفته است. کد تازهٔ برنامهٔ تأیید هویت را وارد کنید.',
    'secondFactor.recoveryCodeWrong': 'این کد بازیابی درست نیست یا پیش‌تر به کار رفته است.',
    'secondFactor.oneOfCodes': 'کد برنامهٔ تأیید هویت یا یک کد بازیابی را وارد کنید، نه هر دو.',
    'secondFactor.alreadyOn': 'برنامهٔ تأیید هویت پیش‌تر برای این حساب فعال شده است.',
    'secondFactor.notStarted': 'نخست راه‌اندازی برنامهٔ تأیید هویت را آغاز کنید.',
    'auth.secondFactorExpired': 'زمان ورود به پایان رسید. ایمیل و رمز عبور را دوباره وارد کنید.',
    'secondFactor.requiredForMoney':
      'برای واریز و برداشت، نخست برنامهٔ تأیید هویت (ورود دومرحله‌ای) را در پروفایل فعال کنید.',
    'secondFactor.requiredForDesk': 'برای کار در پنل مدیریت، نخست برنامهٔ تأیید هویت را در پروفایل فعال کنید.',
    'secondFactor.codeRequired': 'کد ۶ رقمی برنامهٔ تأیید هویت را وارد کنید.',
    'sessions.currentIsLogout': 'این همین نشست است؛ برای پایان آن از حساب خارج شوید.',
    'security.notFrozen': 'برداشت این حساب متوقف نیست.',
    'security.tradingNotFrozen': 'معاملهٔ این حساب متوقف نیست.',
    'security.alreadyFrozen': 'این بخش از حساب پیش‌تر متوقف شده است.',
    'wallet.withdrawalsFrozenByDesk':
      'صرّاف برداشت از این حساب را متوقف کرده است. یادداشت صرّاف: «{note}». برای بازکردن آن با پشتیبانی تماس بگیرید.',
    'trade.tradingFrozen':
      'صرّاف خرید و فروش این حساب را متوقف کرده است. یادداشت صرّاف: «{note}». برای بازکردن آن با پشتیبانی تماس بگیرید.',
    'security.freezeLinkInvalid':
      'این پیوند دیگر کار نمی‌کند (به کار رفته یا زمانش گذشته است). اگر کسی دیگر به حساب شما دسترسی دارد، به پشتیبانی خبر دهید.',
    'wallet.withdrawalsFrozen':
      'برداشت از این حساب به درخواست صاحب آن از ایمیل امنیتی متوقف شده است. برای بازکردن آن با پشتیبانی تماس بگیرید.',
    'notification.email.freezeLink':
      'اگر این کار شما نبود، با این پیوند همهٔ برداشت‌های حساب را همین حالا متوقف کنید (یک بار، تا {hours} ساعت): {url}\nسپس رمز عبور را بازنشانی کنید و به پشتیبانی خبر دهید.',
    'password.common': 'این رمز عبور بسیار رایج است و به‌راحتی حدس زده می‌شود. رمز دیگری انتخاب کنید.',
    'validation.text': 'این فیلد نویسهٔ نامعتبر دارد.',
    'upload.empty': 'فایل {field} خالی است.',
    'validation.required': 'این فیلد الزامی است.',
    'validation.unknownField': 'این فیلد شناخته‌شده نیست.',
    'validation.maxLength': 'حداکثر {limit} نویسه مجاز است.',
    'validation.minLength': 'دست‌کم {limit} نویسه لازم است.',
    'validation.format': 'قالب این فیلد معتبر نیست.',
    'validation.amountFormat': 'مبلغ را فقط با رقم و بدون صفر در ابتدای آن بنویسید.',
    'validation.wholeDigits': 'حداکثر {digits} رقم پیش از ممیز مجاز است.',
    'validation.type': 'نوع مقدار این فیلد معتبر نیست.',
    'validation.enum': 'مقدار این فیلد مجاز نیست.',
    'validation.minimum': 'مقدار باید دست‌کم {limit} باشد.',
    'validation.maximum': 'مقدار باید حداکثر {limit} باشد.',
    'validation.invalid': 'مقدار این فیلد معتبر نیست.',
    'auth.invalidCredentials': 'ایمیل یا رمز عبور اشتباه است.',
    'auth.captchaRequired': 'لطفاً ثابت کنید ربات نیستید.',
    'auth.captchaInvalid': 'تأیید ضدربات نامعتبر یا منقضی شده است. دوباره تلاش کنید.',
    'otp.sent': 'کد تأیید با موفقیت ارسال شد! در حال انتقال...',
    'otp.resent': 'کد تأیید دوباره ارسال شد!',
    'otp.resetSent': 'اگر این ایمیل حسابی داشته باشد، کد بازیابی به آن ارسال شد.',
    'otp.invalid': 'کد تأیید نامعتبر است',
    'otp.cooldown': 'لطفاً {seconds} ثانیه دیگر برای دریافت کد جدید صبر کنید.',
    'password.mismatch': 'رمزهای عبور باید یکسان باشند!',
    'verification.inReview': 'اطلاعات شما در حال بررسی است و نمی‌توان آن را تغییر داد.',
    'verification.alreadyVerified': 'هویت شما پیش‌تر تأیید شده است.',
    'verification.stepOrder': 'ابتدا مرحلهٔ قبلی را کامل کنید.',
    'verification.notInReview': 'این درخواست در انتظار بررسی نیست.',
    'validation.nationalCode': 'کد ملی باید ۱۰ رقم و معتبر باشد.',
    'validation.companyNationalId': 'شناسهٔ ملی شرکت باید ۱۱ رقم و معتبر باشد.',
    'validation.registrationNumber': 'شمارهٔ ثبت باید دقیقاً ۶ رقم باشد.',
    'validation.minAge': 'شما باید دست‌کم ۱۸ سال داشته باشید',
    'validation.mobile': 'شمارهٔ موبایل را با کد کشور وارد کنید (مثلاً +۹۸...).',
    'validation.date': 'تاریخ معتبر نیست.',
    'upload.imageType': 'فایل باید تصویر JPEG، PNG یا WebP باشد.',
    'upload.videoType': 'فایل باید ویدیوی MP4 یا WebM باشد.',
    'upload.documentType': 'فایل باید تصویر JPEG، PNG، WebP یا سند PDF باشد.',
    'upload.tooLarge': 'حجم فایل {field} بیش از {size} مگابایت است.',
    'upload.tooLargeKb': 'حجم فایل {field} بیش از {size} کیلوبایت است.',
    'upload.tooMany': 'تعداد فایل‌ها یا فیلدهای فرم بیش از حد مجاز است.',
    'market.notFound': 'بازاری با این جفت‌ارز پیدا نشد.',
    'market.pricePositive': 'قیمت باید بیشتر از صفر باشد.',
    'market.priceWhole': 'قیمت باید عدد صحیح و بدون اعشار باشد.',
    'market.priceScale': 'قیمت حداکثر {scale} رقم اعشار می‌تواند داشته باشد.',
    'market.priceTooLarge': 'قیمت حداکثر {digits} رقم صحیح می‌تواند داشته باشد.',
    'market.sellAboveBuy': 'قیمت فروش نباید از قیمت خرید بیشتر باشد.',
    'ledger.insufficientBalance': 'موجودی {currency} کافی نیست!',
    'ledger.deskStockShort':
      'صرافی هم‌اکنون حداکثر {amount} {currency} می‌تواند بپردازد. مقدار کمتری وارد کنید یا کمی بعد دوباره تلاش کنید.',
    'ledger.deskStockEmpty': 'صرافی هم‌اکنون {currency} برای پرداخت ندارد. کمی بعد دوباره تلاش کنید.',
    'settings.percentAtMost': 'حداکثر {limit} درصد.',
    'settings.limitAboveMarketMaximum':
      'بیشترین ارزش سفارش در یکی از بازارها {amount} {currency} است؛ سقف تأیید نمی‌تواند از آن بیشتر باشد.',
    'market.priceFar':
      'این قیمت {percent} درصد با قیمت فعلی ({priceAmount}) فاصله دارد. اگر درست است، آن را تأیید کنید.',
    'market.maxBelowApprovalLimit':
      'بیشترین ارزش سفارش نمی‌تواند کمتر از سقف تأیید ({amount} {currency}) باشد؛ وگرنه سفارش‌های بزرگ ممکن نمی‌شوند.',
    'market.maxBelowMin': 'بیشترین ارزش سفارش نمی‌تواند کمتر از کمترین آن باشد.',
    'market.haltNoteRequired': 'بنویسید چرا بازار متوقف می‌شود؛ کاربر همین را می‌خواند.',
    'trade.marketHalted': 'معاملات این بازار فعلاً متوقف است: {note}',
    'treasury.floorAboveStock':
      'کف موجودی حداکثر می‌تواند {amount} {currency} باشد: آنچه در موجودی هست منهای آنچه سفارش‌های بزرگ رزرو کرده‌اند.',
    'trade.pricesPausedStale':
      'قیمت‌دهی فعلاً متوقف است: قیمت مرجع این بازار مدتی است به‌روز نشده. چند دقیقهٔ دیگر دوباره تلاش کنید.',
    'trade.pricesPausedDiverged':
      'قیمت‌دهی فعلاً متوقف است: قیمت بازارهای مرجع بیش از حد با هم فرق دارد. چند دقیقهٔ دیگر دوباره تلاش کنید.',
    'market.automaticPricing':
      'قیمت این بازار خودکار از قیمت مرجع ساخته می‌شود. برای قیمت دستی، اول حالت قیمت‌گذاری را دستی کنید.',
    'market.priceFarFromReference':
      'این قیمت {percent} درصد با قیمت مرجع ({priceAmount}) فاصله دارد. اگر درست است، آن را تأیید کنید.',
    'trade.buyingOff': 'صرافی فعلاً در این بازار نمی‌فروشد؛ خرید ممکن نیست.',
    'trade.sellingOff': 'صرافی فعلاً در این بازار نمی‌خرد؛ فروش ممکن نیست.',
    'trade.belowMinimum': 'کمترین ارزش سفارش در این بازار {amount} {currency} است.',
    'trade.aboveMaximum': 'بیشترین ارزش سفارش در این بازار {amount} {currency} است.',
    'trade.priceMoved': 'قیمت از زمان دریافت این قیمت تغییر کرده است. قیمت تازه بگیرید.',
    'treasury.moveNotFound': 'این جابه‌جایی خزانه پیدا نشد.',
    'treasury.alreadyDecided': 'درباره این جابه‌جایی پیش‌تر تصمیم گرفته شده است.',
    'treasury.secondOperator':
      'جابه‌جایی‌ای را که خودتان پیشنهاد داده‌اید، اپراتور دیگری باید تأیید یا رد کند.',
    'ledger.amountPositive': 'مبلغ باید بیشتر از صفر باشد.',
    'ledger.amountWhole': 'مبلغ باید عدد صحیح و بدون اعشار باشد.',
    'ledger.amountScale': 'مبلغ حداکثر {scale} رقم اعشار می‌تواند داشته باشد.',
    'ledger.amountTooLarge': 'مبلغ حداکثر {digits} رقم صحیح می‌تواند داشته باشد.',
    'idempotency.keyReused': 'این Idempotency-Key پیش‌تر برای درخواست دیگری به کار رفته است.',
    'currency.IRT': 'تومان',
    'currency.USDT': 'تتر',
    'notification.deposit_approved.title': 'واریز تأیید شد',
    'notification.deposit_approved.body': 'واریز {amount} {currency} تأیید شد و به موجودی شما افزوده شد.',
    'notification.withdraw_paid.title': 'برداشت پرداخت شد',
    'notification.withdraw_paid.body':
      'برداشت شما پرداخت شد: {sentAmount} {currency} ارسال شد و کارمزد آن {feeAmount} {currency} بود ({amount} {currency} از کیف پول شما).',
    'notification.withdraw_paid.bodyWithoutFigures': 'برداشت {amount} {currency} از کیف پول شما پرداخت شد.',
    'notification.withdraw_rejected.title': 'برداشت رد شد',
    'notification.withdraw_rejected.body':
      'درخواست برداشت {amount} {currency} رد شد و مبلغ آن به موجودی شما بازگشت. دلیل: {reason}',
    'notification.verification_approved.title': 'هویت شما تأیید شد',
    'notification.verification_approved.body':
      'اطلاعات هویتی شما تأیید شد و اکنون می‌توانید از همهٔ امکانات صراف استفاده کنید.',
    'notification.verification_rejected.title': 'احراز هویت رد شد',
    'notification.verification_rejected.body':
      'اطلاعات هویتی شما تأیید نشد. دلیل: {reason}. لطفاً اطلاعات را اصلاح کنید و دوباره بفرستید.',
    'notification.order_filled.title': 'سفارش انجام شد',
    'notification.order_filled.body':
      'سفارش شمارهٔ {id} شما انجام شد: {paidAmount} {paidCurrency} پرداخت کردید و {receivedAmount} {receivedCurrency} دریافت کردید.',
    'notification.order_filled.bodyWithoutFigures': 'سفارش شمارهٔ {id} شما انجام شد.',
    'notification.order_awaiting_approval.title': 'سفارش در انتظار تأیید',
    'notification.order_awaiting_approval.body':
      'سفارش شمارهٔ {id} بیش از سقف معاملهٔ آنی است و پس از تأیید صرافی انجام می‌شود. مبلغ آن تا آن زمان کنار گذاشته شده است.',
    'notification.order_awaiting_answer.title': 'پاسخ شما لازم است',
    'notification.order_awaiting_answer.body':
      'صرافی سفارش شمارهٔ {id} را با قیمت و مقدار نهایی تأیید کرد. پیش از پایان مهلت، آن را بپذیرید یا رد کنید.',
    'notification.order_rejected.title': 'سفارش لغو شد',
    'notification.order_rejected.body':
      'صرافی سفارش شمارهٔ {id} را نپذیرفت و سفارش لغو شد. مبلغ کنار گذاشته‌شده به موجودی شما بازگشت.',
    'notification.order_expired.title': 'مهلت سفارش تمام شد',
    'notification.order_expired.body':
      'مهلت تأیید سفارش شمارهٔ {id} تمام شد و سفارش لغو شد. مبلغ کنار گذاشته‌شده به موجودی شما بازگشت.',
    'notification.new_device_sign_in.title': 'ورود از مرورگری تازه',
    'notification.new_device_sign_in.body':
      'حساب شما از مرورگری وارد شد که پیش‌تر ندیده بود: {device}، نشانی {ip}. اگر شما نبودید، همین حالا رمز عبور را تغییر دهید و به پشتیبانی خبر دهید.',
    'notification.password_changed.title': 'رمز عبور تغییر کرد',
    'notification.password_changed.body':
      'رمز عبور حساب صرّاف شما تغییر کرد و برای امنیت حساب، برداشت تا {hours} ساعت بسته است. اگر شما نبودید، همین حالا رمز را بازنشانی کنید و به پشتیبانی خبر دهید.',
    'notification.password_reset.title': 'رمز عبور بازنشانی شد',
    'notification.password_reset.body':
      'رمز عبور حساب صرّاف شما با کد ایمیل‌شده بازنشانی شد و برای امنیت حساب، برداشت تا {hours} ساعت بسته است. اگر شما نبودید، همین حالا به پشتیبانی خبر دهید.',
    'notification.second_factor_added.title': 'ورود دومرحله‌ای فعال شد',
    'notification.second_factor_added.body':
      'از این پس ورود، واریز و برداشت با کد برنامهٔ تأیید هویت انجام می‌شود. اگر شما آن را فعال نکردید، همین حالا به پشتیبانی خبر دهید.',
    'notification.recovery_code_used.title': 'یک کد بازیابی به کار رفت',
    'notification.recovery_code_used.body':
      'کسی با یکی از کدهای بازیابی شما وارد حساب شد ({left} کد مانده است) و برداشت تا {hours} ساعت بسته است. اگر شما نبودید، همین حالا رمز عبور را تغییر دهید و به پشتیبانی خبر دهید.',
    'notification.withdrawal_requested.title': 'درخواست برداشت ثبت شد',
    'notification.withdrawal_requested.body':
      'برداشت {amount} {currency} به {destination} درخواست شد و در انتظار بررسی است. اگر شما نبودید، همین حالا به پشتیبانی خبر دهید: هنوز پرداخت نشده است.',
    'notification.anti_phishing_phrase_changed.title': 'عبارت ضدفیشینگ تغییر کرد',
    'notification.anti_phishing_phrase_changed.body':
      'عبارتی که ایمیل‌های صرّاف با آن آغاز می‌شوند تغییر کرد یا برداشته شد؛ بالای همین ایمیل می‌بینید که اکنون چیست. اگر شما این کار را نکردید، همین حالا به پشتیبانی خبر دهید.',
    'mail.antiPhishingPhrase':
      'عبارت ضدفیشینگ شما: «{phrase}»\nایمیلی که این عبارت را ندارد از صرّاف نیست؛ در آن روی هیچ پیوندی نزنید.',
    'antiPhishing.phraseInvalid': 'عبارت ضدفیشینگ باید ۴ تا ۲۰ نویسه از حرف، رقم، فاصله یا خط تیره باشد.',
    'antiPhishing.secondFactorRequired':
      'برای گذاشتن عبارت ضدفیشینگ، نخست برنامهٔ تأیید هویت (ورود دومرحله‌ای) را در پروفایل فعال کنید.',
    'secureWithdrawals.secondFactorRequired':
      'برای برداشت امن، نخست برنامهٔ تأیید هویت (ورود دومرحله‌ای) را در پروفایل فعال کنید.',
    'wallet.secureModeSavedOnly':
      'برداشت امن روشن است: برداشت فقط به شبا یا آدرس ذخیره‌شده ممکن است. مقصد را نخست ذخیره کنید.',
    'wallet.destinationWaiting':
      'برداشت امن روشن است: این مقصد تازه ذخیره شده و از {until} به وقت تهران قابل استفاده است.',
    'notification.destination_saved.title': 'مقصد برداشت تازه ذخیره شد',
    'notification.destination_saved.body':
      'مقصد برداشت {destination} به حساب شما افزوده شد. اگر شما این کار را نکردید، همین حالا برداشت‌ها را متوقف کنید و به پشتیبانی خبر دهید.',
    'notification.secure_withdrawals_on.title': 'برداشت امن روشن شد',
    'notification.secure_withdrawals_on.body':
      'از این پس برداشت فقط به مقصدهای ذخیره‌شده ممکن است و مقصد تازه {hours} ساعت پس از ذخیره قابل استفاده می‌شود. اگر شما این کار را نکردید، به پشتیبانی خبر دهید.',
    'notification.secure_withdrawals_ending.title': 'برداشت امن خاموش می‌شود',
    'notification.secure_withdrawals_ending.body':
      'برداشت امن در {endsAt} به وقت تهران خاموش می‌شود و تا آن زمان برقرار است. اگر شما این کار را نکردید، از پروفایل آن را روشن نگه دارید و رمز عبور را عوض کنید.',
    'notification.email.footer': 'برای دیدن جزئیات، وارد حساب صراف خود شوید.',
    'notification.notFound': 'اعلان پیدا نشد.',
    'wallet.verificationRequired': 'احراز هویت لازم است',
    'wallet.ibanInvalid': 'این شماره شبا معتبر نیست؛ IR و ۲۴ رقم آن را بررسی کنید.',
    'wallet.savedIbanMissing': 'این شبای ذخیره‌شده پیدا نشد.',
    'wallet.savedAddressMissing': 'این آدرس ذخیره‌شده پیدا نشد.',
    'wallet.addressInvalid': 'این آدرس روی شبکهٔ ترون معتبر نیست.',
    'wallet.usdtDecimals': 'لطفاً عددی معتبر با حداکثر ۳ رقم اعشار وارد کنید!',
    'wallet.wholeToman': 'مبلغ تومان باید عدد صحیح باشد.',
    'wallet.oneDestination': 'یک مقصد ذخیره‌شده انتخاب کنید یا مقصد تازه‌ای وارد کنید، نه هر دو.',
    'wallet.bankAccountMissing': 'این حساب بانکی از حساب‌های صرافی نیست.',
    'wallet.notPending': 'این تراکنش پیش‌تر بررسی شده است.',
    'wallet.payoutTrackingRequired': 'شمارهٔ پیگیری بانکیِ واریز را وارد کنید.',
    'wallet.payoutHashRequired': 'هش تراکنشِ واریز را وارد کنید.',
    'wallet.belowMinimumIRT': 'حداقل برداشت {minimum} تومان است.',
    'wallet.belowMinimumUSDT': 'حداقل برداشت {minimum} تتر است.',
    'limits.dailyIrtWithdrawal':
      'این مبلغ از سقف روزانهٔ برداشت تومانی شما ({limitAmount} تومان) بیشتر است؛ امروز تا {remainingAmount} تومان دیگر می‌توانید برداشت کنید. این سقف {resetsAt} به وقت تهران از نو شروع می‌شود.',
    'limits.monthlyIrtWithdrawal':
      'این مبلغ از سقف ماهانهٔ برداشت تومانی شما ({limitAmount} تومان) بیشتر است؛ این ماه تا {remainingAmount} تومان دیگر می‌توانید برداشت کنید. این سقف {resetsAt} به وقت تهران از نو شروع می‌شود.',
    'limits.dailyUsdtWithdrawal':
      'این مبلغ از سقف روزانهٔ برداشت تتر شما ({limitAmount} تتر) بیشتر است؛ امروز تا {remainingAmount} تتر دیگر می‌توانید برداشت کنید. این سقف {resetsAt} به وقت تهران از نو شروع می‌شود.',
    'limits.monthlyUsdtWithdrawal':
      'این مبلغ از سقف ماهانهٔ برداشت تتر شما ({limitAmount} تتر) بیشتر است؛ این ماه تا {remainingAmount} تتر دیگر می‌توانید برداشت کنید. این سقف {resetsAt} به وقت تهران از نو شروع می‌شود.',
    'limits.dailyTradeValue':
      'این سفارش از سقف روزانهٔ معاملهٔ شما ({limitAmount} تومان) بیشتر است؛ امروز تا {remainingAmount} تومان دیگر می‌توانید معامله کنید. این سقف {resetsAt} به وقت تهران از نو شروع می‌شود.',
    'limits.monthlyTradeValue':
      'این سفارش از سقف ماهانهٔ معاملهٔ شما ({limitAmount} تومان) بیشتر است؛ این ماه تا {remainingAmount} تومان دیگر می‌توانید معامله کنید. این سقف {resetsAt} به وقت تهران از نو شروع می‌شود.',
    'limits.monthBelowDay': 'سقف ماهانه نمی‌تواند کمتر از سقف روزانه باشد.',
    'limits.eachOnce': 'هر نوع حساب و هر سقف باید یک بار بیاید.',
    'wallet.chainNotConfirmed': 'این تراکنش هنوز روی شبکه قطعی نشده است.',
    'wallet.chainReverted': 'این تراکنش روی شبکه ناموفق بوده و چیزی منتقل نکرده است.',
    'wallet.chainNoDeposit': 'این تراکنش هیچ تتری به آدرس‌های واریز ما نفرستاده است.',
    'settings.firstTierFromZero': 'نخستین ردهٔ کارمزد باید از صفر شروع شود.',
    'settings.tiersRise': 'هر رده باید بالاتر از ردهٔ پیش از خود شروع شود.',
    'settings.currencyTwice': 'هر ارز فقط یک بار می‌آید.',
    'settings.positive': 'باید بیشتر از صفر باشد.',
    'settings.feeBelowMinimum': 'کارمزد باید کمتر از حداقل برداشت باشد.',
    'settings.feeBelowHundred': 'کارمزد باید کمتر از صد درصد باشد.',
    'settings.shareAtMostHundred': 'سهم دعوت‌کننده نمی‌تواند بیشتر از صد درصد باشد.',
    'trade.marketClosed': 'این بازار اکنون برای معامله باز نیست.',
    'trade.amountTooSmall': 'این مبلغ آن‌قدر کم است که پس از کسر کارمزد چیزی به شما نمی‌رسد.',
    'trade.quoteUnknown': 'این قیمت پیدا نشد. قیمت تازه‌ای بگیرید.',
    'trade.quoteExpired': 'اعتبار این قیمت تمام شده است. قیمت تازه‌ای بگیرید.',
    'trade.quoteUsed': 'با این قیمت پیش‌تر سفارشی ثبت شده است. برای سفارش تازه، قیمت تازه‌ای بگیرید.',
    'trade.quoteOtherSide':
      'این قیمت برای طرف دیگر معامله گرفته شده است. برای این سفارش قیمت تازه‌ای بگیرید.',
    'trade.orderNotFound': 'سفارش پیدا نشد',
    'trade.notAwaiting': 'این سفارش دیگر در انتظار تصمیم نیست.',
    'trade.awaitingDesk': 'این سفارش هنوز از سوی صرافی تأیید نشده است.',
    'trade.notAwaitingDesk': 'این سفارش در انتظار تأیید صرافی نیست.',
    'trade.approvalExpired': 'مهلت تأیید این سفارش تمام شده است.',
    'trade.finalAboveHeld':
      'با این قیمت و مقدار، مشتری بیش از مبلغی که برای این سفارش کنار گذاشته شده است می‌پردازد.',
    'trade.finalTooSmall': 'با این قیمت و مقدار، چیزی به مشتری نمی‌رسد.',
    'report.toBeforeFrom': 'تاریخ پایان نمی‌تواند پیش از تاریخ شروع باشد.',
    'report.rangeTooLong': 'بازهٔ گزارش حداکثر یک سال است.',
    'report.tooManyPending':
      'هم‌اکنون {count} گزارش در حال ساخت دارید. پس از آماده شدن یکی از آن‌ها دوباره تلاش کنید.',
    'report.notReady': 'این گزارش هنوز آماده نیست.',
    'factorRecovery.alreadyPending':
      'درخواست بازیابی ورود دومرحله‌ای شما در انتظار بررسی صرّاف است. نتیجه را با ایمیل خبر می‌دهیم.',
    'factorRecovery.notPending': 'این درخواست دیگر در انتظار بررسی نیست.',
    'factorRecovery.ownRequest': 'درخواست بازیابی حساب خودتان را همکار دیگری باید بررسی کند.',
    'notification.factor_recovery_requested.title': 'درخواست بازیابی ورود دومرحله‌ای رسید',
    'notification.factor_recovery_requested.body':
      'کسی با رمز عبور درست این حساب گفته است برنامهٔ تأیید هویت و کدهای بازیابی را گم کرده و ویدیوی تازه‌ای فرستاده است. صرّاف آن را با ویدیوی احراز هویت شما می‌سنجد. اگر شما این درخواست را نفرستادید، همین حالا برداشت‌ها را متوقف کنید و رمز عبور را عوض کنید.',
    'notification.factor_recovery_approved.title': 'ورود دومرحله‌ای برداشته شد',
    'notification.factor_recovery_approved.body':
      'صرّاف درخواست بازیابی را پذیرفت: برنامهٔ تأیید هویت و کدهای بازیابی این حساب دیگر کار نمی‌کنند. با رمز عبور وارد شوید و برنامهٔ تازه‌ای راه‌اندازی کنید؛ برداشت تا {hours} ساعت ممکن نیست. اگر شما این درخواست را نفرستادید، همین حالا برداشت‌ها را متوقف کنید.',
    'notification.desk_prices_paused.title': 'قیمت‌دهی {pair} متوقف شد',
    'notification.desk_prices_paused.body':
      'بازار {pair} قیمت خودکار دارد و اکنون قیمتی نمی‌دهد: قیمت مرجع آن از حد مجاز قدیمی‌تر است یا منبع‌هایش با هم نمی‌خوانند. وضعیت منبع‌ها را در میز صرافی ببینید، یا قیمت را دستی کنید.',
    'notification.desk_prices_resumed.title': 'قیمت‌دهی {pair} از سر گرفته شد',
    'notification.desk_prices_resumed.body':
      'قیمت مرجع بازار {pair} دوباره تازه است و صرافی با قیمت خودکار قیمت می‌دهد.',
    'notification.factor_recovery_rejected.title': 'درخواست بازیابی ورود دومرحله‌ای رد شد',
    'notification.factor_recovery_rejected.body':
      'صرّاف درخواست بازیابی را نپذیرفت. دلیل: {reason}. برنامهٔ تأیید هویت این حساب همان است که بود. اگر شما این درخواست را نفرستادید، همین حالا برداشت‌ها را متوقف کنید و رمز عبور را عوض کنید.',
  },
  en: {
    'error.badRequest': 'The request is not valid.',
    'error.malformedJson': 'The request body is not valid JSON.',
    'error.jsonTooDeep': 'The request body is nested too deeply.',
    'error.payloadTooLarge': 'The request is too large.',
    'error.unsupportedMediaType': 'The request content type is not supported.',
    'error.validation': 'The given data was invalid.',
    'error.missingXhr': 'Requests without the X-Requested-With header are refused.',
    'error.foreignOrigin': 'Requests from another origin are refused.',
    'error.notFound': 'The requested path was not found.',
    'error.forbidden': 'You are not allowed to do this.',
    'error.methodNotAllowed': 'This request method is not allowed.',
    'error.unauthenticated': 'Please log in first.',
    'error.tooManyRequests': 'Too many requests. Please try again in {seconds} seconds.',
    'error.notImplemented': 'This feature is not implemented yet.',
    'error.internal': 'An unexpected error occurred. Please try again.',
    'error.conflict':
      'This is not possible in the current state; it may have been done already. Please refresh.',
    'error.busy': 'The server is busy right now. Please try again in a moment.',
    'error.tooManyRequestsMinutes': 'Too many requests. Please try again in {minutes} minutes.',
    'error.uriTooLong': 'The request address is too long.',
    'auth.lockedOut':
      'After several failed attempts, this account cannot log in for {minutes} more minutes. You can reset your password.',
    'auth.lockedOutOneMinute':
      'After several failed attempts, this account cannot log in for one more minute. You can reset your password.',
    'auth.passwordChangeRequired': 'Please set your own password before you continue.',
    'otp.cooldownMinutes': 'Please wait {minutes} minutes before asking for a new code.',
    'password.currentRequired': 'Enter your current password.',
    'password.currentWrong': 'The current password is incorrect.',
    'password.wrong': 'The password is incorrect.',
    'wallet.withdrawalsHeldAfterReset':
      'Your password was reset recently. To keep your account safe, withdrawals are paused until {until} (Tehran time). Trading stays open.',
    'wallet.withdrawalsHeldAfterPasswordChange':
      'Your password was changed recently. To keep your account safe, withdrawals are paused until {until} (Tehran time). Trading stays open.',
    'wallet.withdrawalsHeldAfterRecoveryCode':
      'You signed in with a recovery code. To keep your account safe, withdrawals are paused until {until} (Tehran time). Trading stays open.',
    'wallet.withdrawalsHeldAfterFactorRemoved':
      'Your authenticator app was removed recently. To keep your account safe, withdrawals are paused until {until} (Tehran time). Trading stays open.',
    'wallet.withdrawalsHeldAfterFactorAdded':
      'Your authenticator app was set up again recently. To keep your account safe, withdrawals are paused until {until} (Tehran time). Trading stays open.',
    'passkey.wrong':
      'This passkey could not be verified. Try again or enter the code from your authenticator app.',
    'passkey.needsApp': 'Turn on the authenticator app first; a passkey is added beside it.',
    'passkey.noneRegistered': 'No passkey is registered for this account.',
    'passkey.tooMany': 'At most {limit} passkeys can be registered; remove one first.',
    'passkey.notFound': 'This passkey was not found.',
    'passkey.nameRequired': 'Give the passkey a name of 1 to 64 characters.',
    'passkey.oneFactor': 'Send the code from your authenticator app or a passkey, not both.',
    'secondFactor.notOn': 'No authenticator app is on for this account.',
    'notification.second_factor_removed.title': 'Two-step sign-in turned off',
    'notification.second_factor_removed.body':
      'The authenticator app and recovery codes of this account no longer work, and withdrawals are paused for {hours} hours. If you did not do this, stop withdrawals now and tell support.',
    'secondFactor.codeWrong':
      'The code is wrong or was already used. Enter the current code from your authenticator app.',
    'secondFactor.recoveryCodeWrong': 'This recovery code is wrong or was already used.',
    'secondFactor.oneOfCodes': 'Enter the code from your authenticator app or one recovery code, not both.',
    'secondFactor.alreadyOn': 'An authenticator app is already set up for this account.',
    'secondFactor.notStarted': 'Start setting up the authenticator app first.',
    'auth.secondFactorExpired': 'The sign-in took too long. Enter your email and password again.',
    'secondFactor.requiredForMoney':
      'To deposit or withdraw, first turn on an authenticator app (two-step sign-in) in your profile.',
    'secondFactor.requiredForDesk':
      'To work in the back office, first turn on an authenticator app in your profile.',
    'secondFactor.codeRequired': 'Enter the 6-digit code from your authenticator app.',
    'sessions.currentIsLogout': 'This is the session you are using; log out to end it.',
    'security.notFrozen': 'Withdrawals of this account are not stopped.',
    'security.tradingNotFrozen': "This account's trading is not stopped.",
    'security.alreadyFrozen': 'This part of the account is already stopped.',
    'wallet.withdrawalsFrozenByDesk':
      'The desk has stopped withdrawals from this account. Its note: "{note}". Contact support to open them again.',
    'trade.tradingFrozen':
      'The desk has stopped trading on this account. Its note: "{note}". Contact support to open it again.',
    'security.freezeLinkInvalid':
      'This link no longer works (it was used or has expired). If someone else can reach your account, tell support.',
    'wallet.withdrawalsFrozen':
      'Withdrawals from this account were stopped by its owner from a security mail. Contact support to open them again.',
    'notification.email.freezeLink':
      'If this was not you, stop every withdrawal of your account now with this link (once, within {hours} hours): {url}\nThen reset your password and tell support.',
    'password.common': 'This password is too common and easy to guess. Please choose another one.',
    'validation.text': 'This field contains characters that are not allowed.',
    'upload.empty': 'The file {field} is empty.',
    'validation.required': 'This field is required.',
    'validation.unknownField': 'This field is not recognised.',
    'validation.maxLength': 'At most {limit} characters are allowed.',
    'validation.minLength': 'At least {limit} characters are required.',
    'validation.format': 'This field has an invalid format.',
    'validation.amountFormat': 'Write the amount in digits only, without leading zeros.',
    'validation.wholeDigits': 'At most {digits} digits are allowed before the decimal point.',
    'validation.type': 'This field has the wrong type.',
    'validation.enum': 'This value is not allowed.',
    'validation.minimum': 'The value must be at least {limit}.',
    'validation.maximum': 'The value must be at most {limit}.',
    'validation.invalid': 'This value is not valid.',
    'auth.invalidCredentials': 'The email or password is incorrect.',
    'auth.captchaRequired': 'Please prove you are not a robot.',
    'auth.captchaInvalid': 'The anti-robot check is invalid or expired. Please try again.',
    'otp.sent': 'OTP sent successfully! Redirecting...',
    'otp.resent': 'Verification code has been resent!',
    'otp.resetSent': 'If this email has an account, a reset code has been sent to it.',
    'otp.invalid': 'Invalid verification code',
    'otp.cooldown': 'Please wait {seconds} seconds before asking for a new code.',
    'password.mismatch': 'Passwords must be same!',
    'verification.inReview': 'Your verification is under review and cannot be changed.',
    'verification.alreadyVerified': 'Your identity is already verified.',
    'verification.stepOrder': 'Please complete the previous step first.',
    'verification.notInReview': 'This submission is not awaiting review.',
    'validation.nationalCode': 'The national ID must be 10 digits with a valid checksum.',
    'validation.companyNationalId':
      'The company national identifier must be 11 digits with a valid checksum.',
    'validation.registrationNumber': 'The registration number must be exactly 6 digits.',
    'validation.minAge': 'You must be at least 18 years old',
    'validation.mobile': 'Enter the mobile number with its country code (e.g. +98...).',
    'validation.date': 'This is not a valid date.',
    'upload.imageType': 'The file must be a JPEG, PNG or WebP image.',
    'upload.videoType': 'The file must be an MP4 or WebM video.',
    'upload.documentType': 'The file must be a JPEG, PNG or WebP image or a PDF.',
    'upload.tooLarge': 'The file {field} is larger than {size} MB.',
    'upload.tooLargeKb': 'The file {field} is larger than {size} KB.',
    'upload.tooMany': 'The form has too many files or fields.',
    'market.notFound': 'No market was found for this pair.',
    'market.pricePositive': 'The price must be greater than zero.',
    'market.priceWhole': 'The price must be a whole number, without decimals.',
    'market.priceScale': 'The price may have at most {scale} decimal places.',
    'market.priceTooLarge': 'The price may have at most {digits} digits before the decimal point.',
    'market.sellAboveBuy': 'The sell price must not be higher than the buy price.',
    'ledger.insufficientBalance': 'Insufficient {currency} Balance!',
    'ledger.deskStockShort':
      'The desk can pay out at most {amount} {currency} right now. Enter a smaller amount or try again later.',
    'ledger.deskStockEmpty': 'The desk has no {currency} to pay out right now. Try again later.',
    'settings.percentAtMost': 'At most {limit}%.',
    'settings.limitAboveMarketMaximum':
      "A market's largest order value is {amount} {currency}; the approval limit cannot be above it.",
    'market.priceFar':
      'This price is {percent}% away from the one in force ({priceAmount}). Confirm it if you meant it.',
    'market.maxBelowApprovalLimit':
      'The largest order value cannot be below the approval limit ({amount} {currency}), or large orders become impossible.',
    'market.maxBelowMin': 'The largest order value cannot be below the smallest.',
    'market.haltNoteRequired': 'Say why the market stops: people read this.',
    'trade.marketHalted': 'Trading in this market is paused: {note}',
    'treasury.floorAboveStock':
      'The floor can be at most {amount} {currency}: what the stock holds less what large orders reserved.',
    'trade.pricesPausedStale':
      "Prices are paused: this market's reference price has not updated for a while. Try again in a few minutes.",
    'trade.pricesPausedDiverged':
      'Prices are paused: the reference markets disagree too much for a fair price. Try again in a few minutes.',
    'market.automaticPricing':
      'This market is priced from the reference feed. To set a price by hand, switch its pricing to manual first.',
    'market.priceFarFromReference':
      'This price is {percent}% away from the reference ({priceAmount}). Confirm it if you meant it.',
    'trade.buyingOff': 'The desk is not selling in this market right now, so buying is off.',
    'trade.sellingOff': 'The desk is not buying in this market right now, so selling is off.',
    'trade.belowMinimum': 'The smallest order in this market is {amount} {currency}.',
    'trade.aboveMaximum': 'The largest order in this market is {amount} {currency}.',
    'trade.priceMoved': 'The price moved since this quote. Get a new price.',
    'treasury.moveNotFound': 'This treasury move was not found.',
    'treasury.alreadyDecided': 'This treasury move has already been decided.',
    'treasury.secondOperator': 'Another operator must approve or refuse a move you proposed.',
    'ledger.amountPositive': 'The amount must be greater than zero.',
    'ledger.amountWhole': 'The amount must be a whole number, without decimals.',
    'ledger.amountScale': 'The amount may have at most {scale} decimal places.',
    'ledger.amountTooLarge': 'The amount may have at most {digits} digits before the decimal point.',
    'idempotency.keyReused': 'This Idempotency-Key was already used for a different request.',
    'currency.IRT': 'IRT',
    'currency.USDT': 'USDT',
    'notification.deposit_approved.title': 'Deposit credited',
    'notification.deposit_approved.body':
      'Your deposit of {amount} {currency} was approved and added to your balance.',
    'notification.withdraw_paid.title': 'Withdrawal paid',
    'notification.withdraw_paid.body':
      'Your withdrawal was paid: {sentAmount} {currency} sent, and a fee of {feeAmount} {currency} ({amount} {currency} from your wallet).',
    'notification.withdraw_paid.bodyWithoutFigures': 'Your withdrawal of {amount} {currency} has been paid.',
    'notification.withdraw_rejected.title': 'Withdrawal rejected',
    'notification.withdraw_rejected.body':
      'Your withdrawal of {amount} {currency} was rejected and the amount returned to your balance. Reason: {reason}',
    'notification.verification_approved.title': 'Identity verified',
    'notification.verification_approved.body':
      'Your identity information was approved. You can now use everything Sarraf offers.',
    'notification.verification_rejected.title': 'Verification rejected',
    'notification.verification_rejected.body':
      'Your identity information was not approved. Reason: {reason}. Please correct it and submit again.',
    'notification.order_filled.title': 'Order filled',
    'notification.order_filled.body':
      'Your order #{id} was filled: you paid {paidAmount} {paidCurrency} and received {receivedAmount} {receivedCurrency}.',
    'notification.order_filled.bodyWithoutFigures': 'Your order #{id} was filled.',
    'notification.order_awaiting_approval.title': 'Order awaiting approval',
    'notification.order_awaiting_approval.body':
      'Order #{id} is above the instant trading limit and will be filled after the desk approves it. Its amount is set aside until then.',
    'notification.order_awaiting_answer.title': 'Your answer is needed',
    'notification.order_awaiting_answer.body':
      'The desk approved order #{id} with its final price and quantity. Accept or decline it before the deadline.',
    'notification.order_rejected.title': 'Order cancelled',
    'notification.order_rejected.body':
      'The desk declined order #{id} and it was cancelled. The amount set aside is back in your balance.',
    'notification.order_expired.title': 'Order expired',
    'notification.order_expired.body':
      'The time to approve order #{id} passed and it was cancelled. The amount set aside is back in your balance.',
    'notification.new_device_sign_in.title': 'Sign-in from a new browser',
    'notification.new_device_sign_in.body':
      'Your account was signed in from a browser it had not seen before: {device}, address {ip}. If this was not you, change your password now and tell support.',
    'notification.password_changed.title': 'Your password was changed',
    'notification.password_changed.body':
      'The password of your Sarraf account was changed; to keep your account safe, withdrawals are paused for {hours} hours. If this was not you, reset your password now and tell support.',
    'notification.password_reset.title': 'Your password was reset',
    'notification.password_reset.body':
      'The password of your Sarraf account was reset with an emailed code; to keep your account safe, withdrawals are paused for {hours} hours. If this was not you, tell support now.',
    'notification.second_factor_added.title': 'Two-step sign-in is on',
    'notification.second_factor_added.body':
      'From now on, signing in, deposits and withdrawals need the code of your authenticator app. If you did not turn it on, tell support now.',
    'notification.recovery_code_used.title': 'A recovery code was used',
    'notification.recovery_code_used.body':
      'Someone signed in to your account with one of your recovery codes ({left} left); withdrawals are paused for {hours} hours. If this was not you, change your password and tell support now.',
    'notification.withdrawal_requested.title': 'Withdrawal requested',
    'notification.withdrawal_requested.body':
      'A withdrawal of {amount} {currency} to {destination} was requested and waits for review. If this was not you, tell support now: it has not been paid.',
    'notification.anti_phishing_phrase_changed.title': 'Anti-phishing phrase changed',
    'notification.anti_phishing_phrase_changed.body':
      'The phrase Sarraf mails open with was changed or removed; the top of this mail shows what it is now. If you did not do this, tell support now.',
    'mail.antiPhishingPhrase':
      'Your anti-phishing phrase: "{phrase}"\nA mail without this phrase is not from Sarraf; do not follow any link in it.',
    'antiPhishing.phraseInvalid':
      'The anti-phishing phrase must be 4 to 20 letters, digits, spaces or hyphens.',
    'antiPhishing.secondFactorRequired':
      'To set an anti-phishing phrase, first turn on the authenticator app (two-step sign-in) in your profile.',
    'secureWithdrawals.secondFactorRequired':
      'To use secure withdrawals, first turn on the authenticator app (two-step sign-in) in your profile.',
    'wallet.secureModeSavedOnly':
      'Secure withdrawals are on: you can withdraw only to a saved IBAN or address. Save the destination first.',
    'wallet.destinationWaiting':
      'Secure withdrawals are on: this destination was saved recently and can be used from {until} (Tehran time).',
    'notification.destination_saved.title': 'New withdrawal destination saved',
    'notification.destination_saved.body':
      'The withdrawal destination {destination} was added to your account. If you did not do this, stop withdrawals now and tell support.',
    'notification.secure_withdrawals_on.title': 'Secure withdrawals turned on',
    'notification.secure_withdrawals_on.body':
      'From now on, withdrawals go only to saved destinations, and a new one can be used {hours} hours after it is saved. If you did not do this, tell support.',
    'notification.secure_withdrawals_ending.title': 'Secure withdrawals turning off',
    'notification.secure_withdrawals_ending.body':
      'Secure withdrawals turn off at {endsAt} (Tehran time) and stay on until then. If you did not do this, keep them on from your profile and change your password.',
    'notification.email.footer': 'Log in to your Sarraf account to see the details.',
    'notification.notFound': 'Notification not found.',
    'wallet.verificationRequired': 'Identity Verification Required',
    'wallet.ibanInvalid': 'This IBAN is not valid; check IR and its 24 digits.',
    'wallet.savedIbanMissing': 'This saved IBAN was not found.',
    'wallet.savedAddressMissing': 'This saved address was not found.',
    'wallet.addressInvalid': 'This is not a valid TRC-20 address.',
    'wallet.usdtDecimals': 'Please enter a valid number with up to 3 decimal places!',
    'wallet.wholeToman': 'Toman amounts are whole numbers.',
    'wallet.oneDestination': 'Choose a saved destination or enter a new one, not both.',
    'wallet.bankAccountMissing': "This bank account is not one of the desk's accounts.",
    'wallet.notPending': 'This transaction was already reviewed.',
    'wallet.payoutTrackingRequired': "Enter the bank's tracking number of the payout.",
    'wallet.payoutHashRequired': 'Enter the transaction hash of the payout.',
    'wallet.belowMinimumIRT': 'The smallest withdrawal is {minimum} Toman.',
    'wallet.belowMinimumUSDT': 'The smallest withdrawal is {minimum} Tether.',
    'limits.dailyIrtWithdrawal':
      'This is over your daily Toman withdrawal limit of {limitAmount} Toman: you can withdraw {remainingAmount} Toman more today. The limit starts again on {resetsAt}, Tehran time.',
    'limits.monthlyIrtWithdrawal':
      'This is over your monthly Toman withdrawal limit of {limitAmount} Toman: you can withdraw {remainingAmount} Toman more this month. The limit starts again on {resetsAt}, Tehran time.',
    'limits.dailyUsdtWithdrawal':
      'This is over your daily Tether withdrawal limit of {limitAmount} Tether: you can withdraw {remainingAmount} Tether more today. The limit starts again on {resetsAt}, Tehran time.',
    'limits.monthlyUsdtWithdrawal':
      'This is over your monthly Tether withdrawal limit of {limitAmount} Tether: you can withdraw {remainingAmount} Tether more this month. The limit starts again on {resetsAt}, Tehran time.',
    'limits.dailyTradeValue':
      'This order is over your daily trading limit of {limitAmount} Toman: you can trade {remainingAmount} Toman more today. The limit starts again on {resetsAt}, Tehran time.',
    'limits.monthlyTradeValue':
      'This order is over your monthly trading limit of {limitAmount} Toman: you can trade {remainingAmount} Toman more this month. The limit starts again on {resetsAt}, Tehran time.',
    'limits.monthBelowDay': 'The monthly limit cannot be below the daily one.',
    'limits.eachOnce': 'Each account type and kind may appear once.',
    'wallet.chainNotConfirmed': 'This transaction is not final on the chain yet.',
    'wallet.chainReverted': 'This transaction failed on the chain and moved nothing.',
    'wallet.chainNoDeposit': 'This transaction sends no USDT to any of our deposit addresses.',
    'settings.firstTierFromZero': 'The first fee tier starts at 0.',
    'settings.tiersRise': 'Each tier starts above the one before it.',
    'settings.currencyTwice': 'Each currency may appear once.',
    'settings.positive': 'Must be more than zero.',
    'settings.feeBelowMinimum': 'The fee must be below the smallest withdrawal.',
    'settings.feeBelowHundred': 'A fee must be below 100%.',
    'settings.shareAtMostHundred': "A referrer's share can be at most 100%.",
    'trade.marketClosed': 'This market is not open for trading right now.',
    'trade.amountTooSmall': 'This amount is too small to receive anything after the fee.',
    'trade.quoteUnknown': 'This price was not found. Get a new price.',
    'trade.quoteExpired': 'This price has expired. Get a new price.',
    'trade.quoteUsed': 'An order was already placed at this price. Get a new price for a new order.',
    'trade.quoteOtherSide':
      'This price was given for the other side of the trade. Get a new price for this order.',
    'trade.orderNotFound': 'Order not found',
    'trade.notAwaiting': 'This order is no longer awaiting a decision.',
    'trade.awaitingDesk': 'The desk has not approved this order yet.',
    'trade.notAwaitingDesk': "This order is not awaiting the desk's approval.",
    'trade.approvalExpired': 'The time to approve this order has passed.',
    'trade.finalAboveHeld':
      'At this price and quantity the person would pay more than was set aside for the order.',
    'trade.finalTooSmall': 'At this price and quantity the person would receive nothing.',
    'report.toBeforeFrom': 'The end date cannot be before the start date.',
    'report.rangeTooLong': 'A report covers at most one year.',
    'report.tooManyPending':
      'You already have {count} reports being generated. Try again once one of them is ready.',
    'report.notReady': 'This report is not ready yet.',
    'factorRecovery.alreadyPending':
      'Your request to recover two-step sign-in is waiting for the desk. We will email you the outcome.',
    'factorRecovery.notPending': 'This request is no longer waiting for review.',
    'factorRecovery.ownRequest': 'Another operator must review a request about your own account.',
    'notification.factor_recovery_requested.title': 'Request to recover two-step sign-in received',
    'notification.factor_recovery_requested.body':
      "Someone with this account's right password said the authenticator app and recovery codes are lost and sent a new video. The desk will compare it with your verification video. If you did not send this request, stop withdrawals now and change your password.",
    'notification.factor_recovery_approved.title': 'Two-step sign-in removed',
    'notification.factor_recovery_approved.body':
      'The desk approved the recovery request: the authenticator app and recovery codes of this account no longer work. Sign in with your password and set up a new app; withdrawals are paused for {hours} hours. If you did not send this request, stop withdrawals now.',
    'notification.desk_prices_paused.title': 'Quotes on {pair} paused',
    'notification.desk_prices_paused.body':
      '{pair} is priced automatically and quotes nothing now: its reference price is older than the settings allow, or its sources disagree. See the feed on the desk board, or switch the market to manual prices.',
    'notification.desk_prices_resumed.title': 'Quotes on {pair} resumed',
    'notification.desk_prices_resumed.body':
      "{pair}'s reference price is fresh again and the desk quotes from it.",
    'notification.factor_recovery_rejected.title': 'Request to recover two-step sign-in refused',
    'notification.factor_recovery_rejected.body':
      'The desk refused the recovery request. Reason: {reason}. The authenticator app of this account stays as it was. If you did not send this request, stop withdrawals now and change your password.',
  },
} as const satisfies Record<'fa' | 'en', Record<string, string>>;

export type MessageKey = keyof (typeof messages)['fa'];
