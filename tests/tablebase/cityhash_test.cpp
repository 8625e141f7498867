// SPDX-License-Identifier: GPL-3.0-or-later
// CityHash 1.0.3 (core/tablebase/cityhash.h) and the Syzygy checksum built on it
// (tablebase/checksum.h), on CityHash's own test input:
//   - published values: rows of the test table of CityHash 1.0.3 (city-test.cc, Google, 2011),
//     row i hashing i bytes from offset i*i, the last one the whole megabyte;
//   - the checksum over many pieces, which no bundled table exercises (they are all smaller
//     than one 16 MiB piece): values from syzygy_checksum_vectors.py, a separate
//     implementation in Python that reproduces every published row and every bundled table;
//   - the portable CRC-32C against the CPU's.

#include "tablebase/checksum.h"
#include "tablebase/cityhash.h"

#include <QtTest>

#include <array>
#include <vector>

using namespace kibitz;

namespace {

// CityHash's test input: a megabyte from a small generator (city-test.cc's setup()).
const std::vector<std::uint8_t>& testInput()
{
    static const std::vector<std::uint8_t> data = [] {
        std::vector<std::uint8_t> d(std::size_t(1) << 20);
        constexpr std::uint64_t k0 = 0xc3a5c85c97cb3127ull;
        std::uint64_t a = 9, b = 777;
        for (std::size_t i = 0; i < d.size(); ++i) {
            a = (a ^ (a >> 41)) * k0 + b;
            b = (b ^ (b >> 41)) * k0 + i;
            d[i] = std::uint8_t(b >> 37);
        }
        return d;
    }();
    return data;
}

struct Row {
    int index; // bytes [index*index, +index); 299: the whole megabyte
    // CityHash128 low, high; CityHash128WithSeed(1234567, k0) low, high; CityHashCrc256 [0..3]
    std::array<std::uint64_t, 8> expected;
};

// From CityHash 1.0.3's city-test.cc (columns 3-6 and 11-14 of its testdata).
constexpr Row Published[] = {
    {0,
     {0x3df09dfc64c09a2bull, 0x3cb540c392e51e29ull, 0x6b56343feac0663ull, 0x5b7bc50fd8e8ad92ull,
      0x889f555a0f5b2dc0ull, 0x7767800902c8a8ceull, 0xbcd2a808f4cb4a44ull, 0xe9024dba8f94f2f3ull}},
    {1,
     {0x1290f0e8a5caa74dull, 0xca4c6bf7583f5cdaull, 0xe1d60d51632c536dull, 0xcbc54a1db641910aull,
      0x9866d68d17c2c08eull, 0x8d84ba63eb4d020aull, 0xdf0ad99c78cbce44ull, 0x7c98593ef62573edull}},
    {2,
     {0xb4af8ae673acb930ull, 0x992b7acb203d8885ull, 0x57b533f3f8b94d50ull, 0xbbb69298a5dcf1a1ull,
      0x433495196af9ac4full, 0x53445c0896ae1fe6ull, 0xf7b939315f6fb56full, 0xac1b05e5a2e0335eull}},
    {3,
     {0x8f52532fc6f005b7ull, 0x4ebe60df371ec129ull, 0xc6ef8a7f8deb8116ull, 0x83df17e3c9bb9a67ull,
      0x6a0aaf51016e19cdull, 0xfb0d1e89f39dbf6aull, 0xc73095102872943aull, 0x405ea97456c28a75ull}},
    {4,
     {0x798637e677c65a3ull, 0x83e3b06adc4cd3ffull, 0xf3e76e8a7135852full, 0x111e66cfbb05366dull,
      0x29c4f84aa48e8682ull, 0xb77a8685750c94d0ull, 0x7cab65571969123full, 0xfb1dbd79f68a8519ull}},
    {7,
     {0xb298265ebd1bd55full, 0x4a5f6838b55c0b08ull, 0xfc003c97aa05d397ull, 0x2fb5adad3380c3bcull,
      0xc46fd01d253b4a0bull, 0x4c799235c2a33188ull, 0x7e21bc57487a11bfull, 0xe1392bb1994bd4f2ull}},
    {8,
     {0x763529c8d4189ea8ull, 0x860d77e7fef74ca3ull, 0x3b1ba41191219b6bull, 0x722b25dfa6d0a04bull,
      0x5f7b463094e22a91ull, 0x75d6f57376b31bd7ull, 0xd253c7f89efec8e6ull, 0xefe56ac880a2b8a3ull}},
    {9,
     {0x313d49cb51b8cd2cull, 0x6e982d8b4658654aull, 0xdd59629a17e5492dull, 0x81cb23bdab95e30eull,
      0x1e6c3e6c454c774full, 0x177655172666d5eaull, 0x9cc67e0d38d80886ull, 0x36a2d64d7bc58d22ull}},
    {15,
     {0x1c66ceea473413dfull, 0xdc3f70a124b25a40ull, 0x66a6dfe54c441cd8ull, 0xb436dabdaaa37121ull,
      0x6d95aa6890f51674ull, 0x42c6c0fc7ab3c107ull, 0x83b9dfe082e76140ull, 0x939cdbd3614d6416ull}},
    {16,
     {0x8505c996b70ee9fcull, 0xb92bba6b5d778eb7ull, 0x4db4c57f3a7a4aeeull, 0x3cfd441cb222d06full,
      0x4d940313c96ac6bdull, 0x43762837c9ffac4bull, 0x480fcf58920722e3ull, 0x4bbd1e1a1d06752full}},
    {17,
     {0x1660a2c4972d0fa1ull, 0x1a1538d6b50a57cull, 0x8a5362485bbc9363ull, 0xe8eec3c84fd9f2f8ull,
      0x2562514461d373daull, 0x33857675fed52b4ull, 0xe58d2a17057f1943ull, 0xfe7d3f30820e4925ull}},
    {31,
     {0x441133d221486a3dull, 0xfb9c5a40e19515bull, 0x6c967b6c69367c2dull, 0x145bd9ef258c4099ull,
      0xa0197657160c686eull, 0x91ada0871c23f379ull, 0x2fd74fceccb5c80cull, 0xbf04f24e2dc17913ull}},
    {32,
     {0x15bb46383daec2a5ull, 0x716294063b4ba089ull, 0xf3bd691ce02c3014ull, 0x14ccaad685a20764ull,
      0x5db25914279d6f24ull, 0x25c451fce3b2ed06ull, 0xe6bacb43ba1ddb9aull, 0x6d77493a2e6fd76ull}},
    {33,
     {0xf6916c341cb31f2aull, 0x591da1353ee5f31cull, 0xf1313c98a836b407ull, 0xe0b8473eada48cd1ull,
      0xac5c2fb40b09ba46ull, 0x3a3e8a9344eb6548ull, 0x3bf9349a9d8483a6ull, 0xc30dd0d9b15e92d0ull}},
    {64,
     {0x4caf4deeda66a6eeull, 0x264720f6f35f7840ull, 0x71c3aef9e59e4452ull, 0x97886ca1cb073c55ull,
      0x16155fef16fc08e8ull, 0x9d0c1d1d5254139aull, 0x246513bf2ac95ee2ull, 0x22c8440f59925034ull}},
    {127,
     {0x664ec3fad8521859ull, 0x406f082beb9ca29aull, 0xb6b0fb3a7981c7c8ull, 0x3ebd280b598a9721ull,
      0xd9a6ceb072eab22aull, 0xd5bc5df5eb2ff6f1ull, 0x488db3cab48daa0bull, 0x9916f14fa5672f37ull}},
    {128,
     {0x5414e385f5677a6dull, 0x41ef105f8a682a28ull, 0x4cd2e95ea7f5e7b0ull, 0x775bb1e0d57053b2ull,
      0x8919017805e84b3full, 0x15402f44e0e2b259ull, 0x483b1309e1403c87ull, 0x85c7b4232d45b0d9ull}},
    {129,
     {0xd4bd358fed3e6aa5ull, 0x8a1ba396356197d9ull, 0x7afc2a54733922ccull, 0xb813bdac4c7c02efull,
      0xf6c610cf7e7c955ull, 0xdab6a53e1c0780f8ull, 0x837c9ffec33e5d48ull, 0x8cb8c20032af152dull}},
    {143,
     {0xce218d5b44f7825aull, 0x2ae0c64765800d3aull, 0xf22dc1ae0728fc01ull, 0x48a171bc666d227full,
      0xe7367aff24203c97ull, 0xda39d2be1db3a58dull, 0x85ce86523003933aull, 0xdfd4ef2ae83f138aull}},
    {144,
     {0xeb8eed7c391f0044ull, 0xb58961c3abf80753ull, 0x3d75ea687191521ull, 0x389be7bbd8e478f3ull,
      0x917070a07441ee47ull, 0xd78efa8cd65b313ull, 0xa8a16f4c1c08c8a1ull, 0xb69cb8ee549eb113ull}},
    {145,
     {0x64c136fe9404a7b3ull, 0x99f3d8c98a399d5eull, 0x6319c7cb14180185ull, 0xfbacdbd277d33f4cull,
      0xa96a5626c2adda86ull, 0x39ea72fd2ad133edull, 0xb5583f2f736df73eull, 0xef2c63619782b7baull}},
    {160,
     {0xf779909e3d5688d1ull, 0x88211b9117678271ull, 0x59f44f73759a8bc6ull, 0xef14f73c405123b4ull,
      0x78775601f11186full, 0xfc4641d676fbeed9ull, 0x669ca96b5a2ae5bull, 0x67b5f0d072025f8dull}},
    {239,
     {0x6ca08e09227a9630ull, 0x8b11f73a8e5b80ebull, 0x2391bb535dc7ce02ull, 0xe43e2529cf36f4b9ull,
      0xc9bd6d82b7a73d9dull, 0xb2ed9bae888447acull, 0xbd22bb13af0cd06dull, 0x62781441785b355bull}},
    {240,
     {0xd407ecdbfb7cb138ull, 0x642442eff44578afull, 0xd3e9fdaf71a5b79eull, 0xc87c53eda46aa860ull,
      0x8462310a2c76ff51ull, 0x1bc17a2e0976665eull, 0x6ec446b13b4d79cfull, 0x388c7a904b4264c1ull}},
    {241,
     {0xd6936b41687c1e3dull, 0xa1a2deb673345994ull, 0x91501e58b17168bdull, 0xb8edee2b0b708dfcull,
      0xddf4b43dafd17445ull, 0x44015d050a04ce5cull, 0x1019fd9ab82c4655ull, 0xc803aea0957bcdd1ull}},
    {281,
     {0x433bbdd27481d85dull, 0xee32136b5a47bbecull, 0x769a77f346d82f4eull, 0x38b91b1cb7e34beull,
      0xcb10fd95c0e43875ull, 0xce9744efd6f11427ull, 0x946b32bddada6a13ull, 0x35d544690b99e3b6ull}},
    {298,
     {0x634acbe037edec27ull, 0x878a97fab822d804ull, 0xfcb042af908f0577ull, 0x4cbafc318bb90a2eull,
      0x68a96d589d5e5654ull, 0xa752cb250bca1bc0ull, 0x8f228f406024aa7eull, 0xfc5408cf22a080b5ull}},
    {299,
     {0xe682b5c87fa8e41bull, 0x6cfa4baff26337acull, 0x4d66358112f09b2aull, 0x58889d3f50ffa99cull,
      0x3f27d7bb79e31984ull, 0xa39dc6ac6cb0b0a8ull, 0x33fc6ffd1ffb8676ull, 0x36db7617b765f6e2ull}},
};

std::pair<std::size_t, std::size_t> span(int index)
{
    if (index == 299) return {0, std::size_t(1) << 20};
    return {std::size_t(index) * std::size_t(index), std::size_t(index)};
}

} // namespace

class CityHashTest : public QObject {
    Q_OBJECT
private slots:
    void publishedValues_data();
    void publishedValues();
    void crcPathsAgree();
    void checksumOverPieces_data();
    void checksumOverPieces();
};

void CityHashTest::publishedValues_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t r = 0; r < std::size(Published); ++r)
        QTest::addRow("row %d", Published[r].index) << int(r);
}

void CityHashTest::publishedValues()
{
    QFETCH(int, row);
    const Row& expect = Published[row];
    const auto [offset, len] = span(expect.index);
    const std::uint8_t* s = testInput().data() + offset;
    const auto& e = expect.expected;

    const tb::Hash128 plain = tb::cityHash128(s, len);
    QCOMPARE(plain.low, e[0]);
    QCOMPARE(plain.high, e[1]);
    const tb::Hash128 seeded = tb::cityHash128WithSeed(s, len, {1234567, 0xc3a5c85c97cb3127ull});
    QCOMPARE(seeded.low, e[2]);
    QCOMPARE(seeded.high, e[3]);
    for (const auto path : {tb::detail::CrcPath::Best, tb::detail::CrcPath::Portable}) {
        const auto crc = tb::detail::cityHashCrc256(s, len, path);
        for (int i = 0; i < 4; ++i) QCOMPARE(crc[std::size_t(i)], e[std::size_t(4 + i)]);
    }
    // CityHashCrc128 is CityHash128 up to 900 bytes, then words 2 and 3 of CityHashCrc256
    // (the published table's columns 7 and 8 say the same).
    const tb::Hash128 crc128 = tb::cityHashCrc128(s, len);
    QCOMPARE(crc128.low, len <= 900 ? e[0] : e[6]);
    QCOMPARE(crc128.high, len <= 900 ? e[1] : e[7]);
}

void CityHashTest::crcPathsAgree()
{
    if (!tb::detail::hardwareCrcAvailable())
        qInfo("no SSE 4.2 in this build or CPU: the portable CRC only");
    const auto& data = testInput();
    for (std::size_t len = 0; len <= 1200; ++len) {
        const std::uint8_t* s = data.data() + 7 * len; // unaligned as often as not
        QCOMPARE(tb::detail::cityHashCrc256(s, len, tb::detail::CrcPath::Best),
                 tb::detail::cityHashCrc256(s, len, tb::detail::CrcPath::Portable));
    }
}

void CityHashTest::checksumOverPieces_data()
{
    QTest::addColumn<int>("copies"); // of the megabyte
    QTest::addColumn<qulonglong>("chunk");
    QTest::addColumn<QString>("expected");
    // One piece: the second stage hashes 32 bytes (CityHash128's short path); 16 pieces: 512
    // bytes (its 128-byte loop); 256 pieces: 8 KiB (CityHashCrc256).
    QTest::newRow("1 piece") << 1 << qulonglong(1u << 20)
                             << QStringLiteral("8c959a9781075c4f77677ff4d2b2cc26");
    QTest::newRow("16 pieces") << 1 << qulonglong(1u << 16)
                               << QStringLiteral("61d3d00f5342a317dd782f428d86da30");
    QTest::newRow("256 pieces") << 1 << qulonglong(1u << 12)
                                << QStringLiteral("cf707e089c2e112032d46f4941f8afa5");
    // The real piece size: 17 MiB are a full 16 MiB piece and a 1 MiB one.
    QTest::newRow("17 MiB") << 17 << qulonglong(tb::ChecksumChunk)
                            << QStringLiteral("2f24521a670808c0beaf5e09ac8206ea");
}

void CityHashTest::checksumOverPieces()
{
    QFETCH(int, copies);
    QFETCH(qulonglong, chunk);
    QFETCH(QString, expected);
    std::vector<std::uint8_t> data;
    for (int i = 0; i < copies; ++i)
        data.insert(data.end(), testInput().begin(), testInput().end());
    const tb::Hash128 sum = tb::syzygyChecksum(data.data(), data.size(), std::size_t(chunk));
    QCOMPARE(QString::fromStdString(tb::toHex(sum)), expected);
}

QTEST_GUILESS_MAIN(CityHashTest)
#include "cityhash_test.moc"
