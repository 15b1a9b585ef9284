import ExcelJS from 'exceljs';

/**
 * A small UAE Local Terrorist List workbook in the EOCN layout (sheets for individuals, entities and
 * delistings; a title row; a header row starting with "#"; Arabic column labels with the English
 * beside them; merged cells when one target has several documents). Names are fictional.
 */
export async function buildUaeWorkbook(options: { omitHeader?: boolean } = {}): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const people = wb.addWorksheet('الأفراد');
  people.addRow(['قائمة الإرهاب المحلية - الأفراد / Local Terrorist List - Individuals']);
  if (!options.omitHeader) {
    people.addRow([
      '#',
      'التصنيف\nClassification',
      'الاسم الكامل (بالحروف العربية)\nFull Name (Arabic)',
      'الاسم الكامل (بالحروف اللاتينية)\nFull Name (Latin)',
      'الجنسية\nNationality',
      'تاريخ الميلاد\nDate of Birth',
      'مكان الميلاد\nPlace of Birth',
      'النوع\nDocument Type',
      'رقم الوثيقة\nDocument Number',
      'جهة الإصدار\nIssuing Authority',
      'المدينة\nCity',
      'الدولة\nCountry',
      'معلومات أخرى\nOther Information',
      'قرار الإدراج\nListing Decision',
    ]);
  }
  people.addRow([
    1,
    'شخص إرهابي',
    'سالم أحمد الخيالي',
    'Salem Ahmed Al Khayali',
    'اليمن',
    '14/03/1979',
    'صنعاء',
    'جواز سفر',
    'P0000001',
    'اليمن',
    'صنعاء',
    'اليمن',
    'ممول لتنظيم وهمي',
    'مدرج بموجب قرار مجلس الوزراء رقم (83) لسنة 2021 بتاريخ 28/09/2021',
  ]);
  people.addRow([
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    'الرقم الموحد',
    'U-0000002',
    'الإمارات',
    null,
    null,
    null,
    null,
  ]);
  people.mergeCells('A3:A4');
  people.mergeCells('B3:B4');
  people.mergeCells('C3:C4');
  people.mergeCells('D3:D4');
  people.addRow([
    2,
    'شخص إرهابي',
    'نورة خالد الوهمي',
    'Noura Khalid Al Wahmi',
    'مصر',
    '1985',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
  ]);
  const entities = wb.addWorksheet('الكيانات');
  entities.addRow([
    '#',
    'التصنيف\nClassification',
    'الاسم\nName',
    'المقر\nHeadquarters',
    'رقم الرخصة\nLicense Number',
    'ملاحظات\nNotes',
  ]);
  entities.addRow([
    1,
    'كيان إرهابي',
    'Mirage Relief Foundation',
    'Fictional Street 1, Sanaa',
    'L-7777',
    'واجهة لجمع التبرعات',
  ]);
  entities.addRow([2, 'تنظيم إرهابي', 'جماعة السراب', null, null, null]);
  const delisted = wb.addWorksheet('رفع الإدراج - أفراد');
  delisted.addRow(['#', 'الاسم الكامل (بالحروف اللاتينية)', 'قرار رفع الإدراج']);
  delisted.addRow([1, 'Former Person Delisted', 'رفع الإدراج بموجب قرار مجلس الوزراء رقم (12) لسنة 2023']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
