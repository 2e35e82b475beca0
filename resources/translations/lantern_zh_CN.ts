<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>正在读取对话… {percent}%（{total} 个词元中的 {read} 个）</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>正在等待模型加载…</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>未搜索您的文档：{exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>工具的结果未能保存：{error}</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>总结未保存：{exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>无法写出最早消息的总结：{error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>已停止：消息已保存；稍后可用 Ctrl+R 回答。</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>与引擎的连接已断开：已生成的回答会保留；引擎恢复后可用“继续”接着生成。</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} 回答已保留，稍后会再次保存。</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>回答的来源未能保存：{error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>本次会话中的对话不会被保存：无法打开对话数据库。</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

要将其移到一旁并新建一个空数据库吗？</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>损坏的数据库已移至 {path}。</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

Lantern 将在不保存对话的情况下启动。</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>出现问题：{error}</translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation>{text} — {reason}</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation>可容纳：{needed} / {free}</translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation>勉强：{needed} / {free}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>放不下：{needed} / {free}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>勉强</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}…，提交 {commit}，与 {sources} 的记录一致；下载时会再与 Hugging Face 核对，并逐字节校验。</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 取自 Hugging Face 在下载开始时锁定的提交；每个字节都会据此校验。</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>回答前会先思考；对话的“思考”设置可以关闭它。</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>回答前总会先思考。</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>{k}K 上下文</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>模型目录</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Size, kind and fit</source>
        <translation>大小、类型与适配</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>推荐用于本机。</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>还没有可复制的回答。</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>链接已复制（未打开）：{url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>正在读取对话…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>正在读取对话…</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>总结已保存：下一个回答会读取它来代替它所涵盖的消息。</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>正在生成回答：可按 Esc 停止，或等待其完成。</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>还没有可重新生成的回答。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Which model answers this conversation</source>
        <translation>由哪个模型回答此对话</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>切换模型 ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>系统提示、采样、LoRA 适配器 (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA：{adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>无 LoRA</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>提示缓存：开</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>提示缓存：关</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} 个词元 · 上下文未知</translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation>{tokens} / {n_ctx} 个词元</translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation>≈ {tokens} / {n_ctx} 个词元</translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation>这是对下一个提示的估计。远程引擎未说明其上下文长度，因此 Lantern 无法判断是否放得下：由服务器决定。</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>下一个提示（系统提示、历史记录和您正在输入的内容），由模型自己的分词器计数，对比其 {n_ctx} 个词元的上下文。为问题找到的文档另算。</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>此处用对话的总结代替其最早的消息，与下一个提示相同。</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>对下一个提示（系统提示、历史记录和您正在输入的内容）的估计，对比模型 {n_ctx} 个词元的上下文；模型的分词器稍后会精确计数。为问题找到的文档另算。</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>超出上下文：由对话的“太长”设置决定如何处理。</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>显示之前的 %n 条消息</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation>根据文档回答</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>还没有文档集：请在文档面板中添加文件夹 (Ctrl+D)。</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>Collections</source>
        <translation>文档集</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>添加文件夹以搜索其中的文档。</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>新建一个文档集</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>向所选文档集添加文件夹</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>重新索引</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>查找已更改的文件并立即索引</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>移除所选文件夹或文档集 (Delete)</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>给 Lantern 发消息…（Enter 发送，Shift+Enter 换行）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>发送 (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>停止回答 (Esc)</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>正在编辑消息：Enter 将其作为新分支发送，Esc 取消。</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>取消编辑</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>正在生成回答：完成后再按一次 Enter，或按 Esc 停止。您的消息会保留在这里。</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>发送修改</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>搜索 (Ctrl+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>新对话 (Ctrl+N)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>无标题</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>已置顶 · {when}</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;此对话&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>库中没有适配器：请在设置中添加 (Ctrl+,)。</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>复用提示缓存</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>提示开头已缓存时，回答会更快开始</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>与设置相同</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个词元</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>此对话中的最长回答</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>此处单个回答最多可用的词元数；“与设置相同”表示沿用设置中的“最长回答” (Ctrl+,)。</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>最长回答</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>省略最早的对话轮次</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>总结最早的对话</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止并询问</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>当历史超出上下文时</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>当此对话超出模型的上下文时：将最早的对话排除在提示之外（保留系统提示和最新的对话，并在聊天中说明），让模型总结它们（总结会被保存、显示、可编辑，并代替它们），或者不发送任何内容并说明超出了多少。</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>太长</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>此对话中的思考</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>模型在回答前是否先思考（其模板的 enable_thinking）</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>已加载模型的对话模板没有思考开关</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>作为 enable_thinking 发送给服务器；模型是否思考取决于其聊天模板如何读取它（没有该开关的模板会忽略它）</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Add a folder to search</source>
        <translation>添加要搜索的文件夹</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>移除文件夹</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>不再搜索 {path}？

其文档将离开索引；文件本身保留原处。</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>移除文档集</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>移除文档集“{name}”及其索引？

文件本身保留原处。</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation>等待开始</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>剩余 {time}</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{done} / {total} · {speed}/秒 · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} 已保留 {kept}。恢复联网后请按“重试”。</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} 恢复联网后请按“重试”。</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>已暂停 · 已保留 {kept}</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>没有下载。请在目录中选择模型并按“下载”。</translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Use for new collections</source>
        <translation>用于新文档集</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>用所选模型重新索引</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>文档集会保留生成其向量的模型；搜索时也总是用该模型嵌入问题。</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · 用于新文档集</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2（内置）</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>由 {model} 生成</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>尚未索引</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}：%n 个段落，{made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  与所选模型不同</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation>回答者</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>引擎…</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>本机 · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>提示开头已缓存时，回答会更快开始</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation>&lt;b&gt;远程引擎&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>例如：团队 GPU 服务器</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>保存在系统密钥环中</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>可选：私有 CA 的 CA 证书文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA 文件</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>Can do</source>
        <translation>功能</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>输入服务器地址并测试连接。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>正在连接 {url}…</translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation>保存前请先测试连接，以便 Lantern 了解该服务器能做什么。</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>已保存“{name}”。</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>Other models…</source>
        <translation>其他模型…</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with Lantern&apos;s bundled model&lt;/b&gt; (SmolLM2 135M Instruct) — a tiny model: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;您正在与 Lantern 内置的模型对话&lt;/b&gt;（SmolLM2 135M Instruct）——一个很小的模型：适合试用 Lantern，但不擅长事实问题。</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} 本机可用内存很少；请打开模型页面选择一个放得下的模型。</translation>
    </message>
    <message>
        <source>{intro}&lt;br&gt;Recommended for this machine: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license}&lt;/small&gt;</source>
        <translation>{intro}&lt;br&gt;推荐用于本机：&lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;本机可容纳（可用内存 {fit}）· {license}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>下载 {name}（{size}）</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>模型…</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translatorcomment>review: &apos;词元&apos; for token; some UIs keep &apos;tokens&apos; or use &apos;token/秒&apos;</translatorcomment>
        <translation>{speed} 词元/秒</translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation>（思考 {count}）</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>提示 {prompt}（缓存 {cached}）</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>首个词元 {ms} 毫秒</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>最早的 {messages} 条消息以总结形式读取（少 {tokens} 个词元）</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>为适合上下文省略了最早的 {messages} 条消息（其中 {summarised} 条以总结形式读取，少 {tokens} 个词元）</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>为了放得下，省略了最早的 {messages} 条消息（{tokens} 个词元）</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA：{adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>无 LoRA</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>您处于离线状态，或暂时无法访问 Hugging Face。</translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>Edit summary</source>
        <translation>编辑总结</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>更改模型代替早先消息所读取的内容</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— 此线以上：为使对话适合模型的上下文，{messages} 条较早的消息（{tokens} 个词元）未放入模型的提示。它们仍保存在这里。—</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>此线以上：模型读取了这份总结来代替 {messages} 条较早的消息（它们仍保存在这里）{edited}：</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>，按您编辑后的内容</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>另有 {messages} 条在没有总结的情况下被省略。</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>能否运行未知</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n 次下载</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>需授权</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>没有单文件 GGUF 模型</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>在 Hugging Face 上搜索 GGUF 模型（例如 qwen 1.5b）</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>仓库 / 文件</translation>
    </message>
    <message>
        <source>Size, kind and fit</source>
        <translation>大小、类型与适配</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>没有匹配的 GGUF 模型。</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation>粘贴 Claude Desktop、LM Studio 或 Cursor 的“mcpServers” JSON（claude_desktop_config.json、mcp.json）。请求头的值保存在系统密钥环中；在您启动之前不会运行任何东西。</translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>已是最新。正在监视文件夹的更改。</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>还没有文档集。文档集是一个或多个文件夹，您可以在这里搜索其中的文档并在对话中使用。</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>约剩 {seconds} 秒</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>约剩 {minutes} 分钟</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>约剩 {hours} 小时 {minutes} 分钟</translation>
    </message>
    <message>
        <source>{done} / {total} files</source>
        <translation>{done} / {total} 个文件</translation>
    </message>
    <message>
        <source>{chunks} chunks</source>
        <translation>{chunks} 个片段</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”… {files} files found</source>
        <translation>正在查找“{name}”中的更改… 已找到 {files} 个文件</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>“{name}”的索引已暂停。</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>已取消。已索引的内容会保留；“重新索引”可继续。</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>“{name}”已索引。</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>正在索引“{name}”：{file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>正在索引“{name}”…</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>重新嵌入</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>在开始前已停止。</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>加载模型时出现意外错误：{exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>上下文长度（词元）</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>CPU 线程数（自动：全部核心）</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Layers on the GPU (-1: all, when llama.cpp has a GPU backend)</source>
        <translation>放在 GPU 上的层数（-1：全部，当 llama.cpp 有 GPU 后端时）</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>选择模型以查看是否放得下。</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>用于对话</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>GPU 层数</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}，{size}</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · 对话中使用</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n 层，训练上下文 {context} 个词元。</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model}{fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %n token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}：约需 {total}（模型 {weights} + 上下文 {cache} + 缓冲区 {compute}），按 %n 个词元计；可用 {memory} {free}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent}%</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name}：正在加载…</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name}：未加载</translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation>API 服务器：{where}</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>本地 API 服务器：{text}</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translatorcomment>review: &apos;词元&apos; for token; some UIs keep &apos;tokens&apos; or use &apos;token/秒&apos;</translatorcomment>
        <translation>{speed} 词元/秒</translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>未运行：{reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>正在 {url} 提供服务 — {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>正在 {url} 提供服务</translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n 分钟前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n 小时前</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨天</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 天前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lantern</source>
        <translation>Lantern</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>本地 API 服务器：{text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>正在加载模型</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>已删除“{title}”。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>无法保存设置：{exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>设置已保存。</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>显示上一个版本（最后一条可用 Alt+←）</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>显示下一个版本（最后一条可用 Alt+→）</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>编辑此消息；回答将成为新的分支</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>复制此消息的文本</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>生成新的回答 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>继续这个未完成的回答</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>省略最早的对话轮次</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>重新回答，仅本次从提示中省略最早的对话轮次（对话仍保留它们及其设置）</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>开始新对话 (Ctrl+N)；此对话保持不变</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>已停止：模型的上下文（{n_ctx} 个词元）已满。“继续”会按此对话的“太长”设置腾出空间。</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>已在最长回答（{tokens} 个词元）处停止；“继续”会写更多。</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
</context>
<context>
    <name>ModelChoice</name>
    <message>
        <source>{name} ({source})</source>
        <translation>{name}（{source}）</translation>
    </message>
    <message>
        <source>{name} (default)</source>
        <translation>{name}（默认）</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>正在为此对话加载 {name}…</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>选择模型以查看其介绍。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>请在目录或 Hugging Face 中选择一个模型。</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf 或 owner/repo</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>文件名（配合 owner/repo）</translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation>对话模型</translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation>嵌入模型（文档）</translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation>目录：指令微调模型（★ 为推荐用于本机）</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Hugging Face 上的任意 GGUF 模型（以 SHA-256 校验）</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %n token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt;（{parameters}，{quantization}，%n 个词元的上下文）：{note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>下载：{name}</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>需要 {needed} / {free}</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>正在下载 {name}…</translation>
    </message>
    <message>
        <source>GPU backend present</source>
        <translation>有 GPU 后端</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %n token(s) of context</source>
        <translation>
            <numerusform>本机：可用内存 {free} / {total} · {gpu} · 按 %n 个词元的上下文显示适配</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>正在 Hugging Face 上搜索 {text!r}…</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>无法搜索 Hugging Face：{text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name}：已排队。使用前会用其 SHA-256 校验。</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>正在下载 {name}：{percent}%</translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} 已停止：{said} 恢复联网后请在其所在行按“重试”。</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} 已停止：{said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} 已安装并通过校验。</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>现在与 {name} 对话。</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>正在将对话模型切换为 {name}…</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>正在读取模型的文件头…</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>无法读取 {name}：{problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>移除 {name}？</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>移除 {name}？其文件（{size}）将被删除。</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>移除模型</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>已移除 {name}。</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>正在检查并复制 {name}…</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>已导入 {name}。</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>新建文档集</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>要搜索的文件夹</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>存放文档的文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>文档集名称</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>把文档转换为向量的模型。远程引擎的模型适合大型文档集；索引和按语义搜索时必须能连接到其服务器。</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>创建并索引</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>Lantern 会读取此文件夹及其子文件夹中的文档，以便回答可以引用它们。</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>嵌入模型：</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>搜索此文档集时，问题也用同一模型嵌入。</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>{path} 处没有文件夹。</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} 已不存在：它已被移动或删除。</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>没有应用程序能打开 {name}。请在桌面设置中为此类文件选择一个应用程序，或从 {folder} 打开。</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>复制段落</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>问题 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>回答的大胆程度：0 总是选择最可能的下一个词（每次回答相同），1 及以上变化更多</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>只在合计概率达到此比例的最可能的词中选择（0.95：去掉不太可能的 5%）</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>只在概率最高的这么多个词中选择；0 表示不限制</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>去掉概率低于最可能词的此比例的词（0.05：低于其 5%）；0 表示关闭</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>大于 1 时不易重复相同的词；1 表示关闭</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>随机：每次都给出新回答；固定数值则在问题和设置相同时重复同一回答</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Top K</source>
        <translation>Top K</translation>
    </message>
    <message>
        <source>Min P</source>
        <translation>Min P</translation>
    </message>
    <message>
        <source>Repeat penalty</source>
        <translation>重复惩罚</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>回答写到其中任意一项时结束：每行一项；\n 表示换行</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>停止序列</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>搜索您的文档，然后按 Enter</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>全部文档集</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>显示段落</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>显示段落 (Enter)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>打开文档 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>搜索失败。</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>用语言模型对最佳结果重新排序</translation>
    </message>
    <message>
        <source> results</source>
        <translation> 条结果</translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation>正在查找已安装的模型…</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>在显示结果之前，模型会将每个最佳段落与问题一起阅读：在 CPU 上每次搜索需要数秒，并且除对话模型外还需占用该模型的内存。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translatorcomment>review: label before a number spin box with the suffix &apos; 条结果&apos;</translatorcomment>
        <translation>重新排序前</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>没有已安装的模型可以重新排序。重新排序需要一个比内置 135M 模型更大的指令微调对话模型（带对话模板的 GGUF）。请在“模型”中下载。</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>本机上的程序 (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>URL（可流式 HTTP）</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone Asia/Shanghai</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>名称=值，每行一个</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>保存在系统密钥环中</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Lantern 启动时启动它</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>请求头</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>请求头的值</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation>向其他程序提供此模型（兼容 OpenAI 的 API）</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>允许其他计算机连接</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>无：浏览器中的网页无法调用 API</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>拒绝未知的请求字段（严格）</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>关闭：忽略 Lantern 不认识的字段，符合大多数客户端的预期。开启：拒绝这些字段，并逐一列出名称。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>浏览器来源 (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation>排队请求数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>让客户端连接“状态”下显示的地址，并以密钥作为“Bearer”令牌。窗口自身的对话优先；两者由同一个模型回答。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新密钥</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>生成新密钥；使用旧密钥的程序将被拒绝</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>在服务器首次启动时生成</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>只有本机上的程序可以连接。</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>任何能访问 {host} 的计算机都可以凭密钥使用该模型。请妥善保管密钥。</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} 可以从其他计算机访问：要使用它，请勾选“允许其他计算机连接”，或保留 127.0.0.1。</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status}（按“确定”后启动）</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status}（按“确定”后停止）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>提示缓存</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>文档搜索</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>本地 API 服务器</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>留空：使用内置的 SmolLM2 135M Instruct</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个词元</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>更改这些设置会重新加载模型。</translation>
    </message>
    <message>
        <source>Defaults for new conversations:</source>
        <translation>新对话的默认值：</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>最长回答</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除所选</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;添加适配器&lt;/b&gt;（为此模型制作的 GGUF LoRA）：</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>检查并添加</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>在回答之间复用已计算的提示</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>内存上限</translation>
    </message>
    <message>
        <source>System</source>
        <translatorcomment>review: theme/language choice &apos;System&apos;: &apos;跟随系统&apos; (follow the system)</translatorcomment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>新语言将在重新启动 Lantern 后生效。</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>请先选择适配器的 GGUF 文件。</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>已存在名为“{name}”的适配器。</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>正在用模型检查适配器…</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>已添加“{name}”。</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
回答中已引用</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
回答中未引用</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>正在总结最早的 {messages} 条消息以腾出空间…（目前 {words} 个词）</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>即使只保留最新消息加一份总结也超出了模型的上下文，因此改为省略最早的消息（它们仍然保存着）。</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>编辑总结</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>从下一个回答起，模型会读取这段内容来代替它所涵盖的较早消息。消息本身保持不变。</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>复制调用及其结果</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>始终允许此工具</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>来自 {source}</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>在“设置 → 工具”中添加 MCP 服务器；每次调用前都会询问。</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key}（服务器未运行）</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>“始终允许”仅在本次会话中有效：{exc}</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call (Allow once / Always allow / Deny)</source>
        <translation>每次调用工具前询问（允许一次 / 始终允许 / 拒绝）</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>清除“始终允许”</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>每个工具在下次调用前会再次询问</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>随 Lantern 启动</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation>轮调用，之后模型必须回答</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>Lantern 自带、始终可用的工具：{clock}（日期和时间）和 {search}（对话的文档集）。可在每个对话的设置面板中开启工具。</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>添加服务器…</translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation>导入 mcpServers JSON…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>添加服务器，或导入其他应用使用的列表。</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>对话(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>引擎…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>重新生成回答</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>编辑上一条消息</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>继续回答</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>写消息</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>阅读对话</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>复制上一条回答</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>恢复已删除的对话</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation>置顶或取消置顶对话</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>删除对话</translation>
    </message>
</context>
</TS>
